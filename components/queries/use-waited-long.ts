'use client';

import { useEffect, useState } from 'react';

/** How long a read may take before the page says the service is slow (a hanging service is not yet a failure). */
export const SLOW_ANSWER_MS = 5_000;

/**
 * True once `waiting` has stayed true for `ms`: the server keeps trying a service that hangs
 * (three tries of 8 s) before it calls the read failed, and a manager should not stare at
 * "Loading…" for that long without being told why.
 */
export function useWaitedLong(waiting: boolean, ms = SLOW_ANSWER_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLong(true), ms);
    return () => {
      clearTimeout(timer);
      setLong(false); // the next wait starts short again
    };
  }, [waiting, ms]);
  return long && waiting;
}
