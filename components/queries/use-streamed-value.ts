'use client';

import { useEffect, useState } from 'react';

/**
 * The value of a promise handed down by a server component, or null until it arrives. Unlike
 * React's `use`, nothing suspends: the rest of the component renders (and paints) meanwhile.
 */
export function useStreamedValue<T>(promise: Promise<T>): T | null {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(null);
  useEffect(() => {
    let live = true;
    void promise.then((value) => {
      if (live) setSettled({ promise, value });
    });
    return () => {
      live = false;
    };
  }, [promise]);
  return settled?.promise === promise ? settled.value : null;
}
