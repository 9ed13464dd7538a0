'use client';

import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/** False while React draws the server's HTML and hydrates it, true from the render after (and on a client-side navigation). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
