'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * The value of a promise handed down by a server component, or null until it arrives. Unlike
 * React's `use`, nothing suspends: the rest of the component renders (and paints) meanwhile.
 */
export function useStreamedValue<T>(promise: Promise<T>): T | null {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(null);
  useEffect(() => {
    let live = true;
    void promise.then((value) => {
      // A transition: a long list arriving (500 members in a picker) yields to what the page
      // draws meanwhile, such as the schedule's events, instead of holding the main thread.
      if (live) startTransition(() => setSettled({ promise, value }));
    });
    return () => {
      live = false;
    };
  }, [promise]);
  return settled?.promise === promise ? settled.value : null;
}
