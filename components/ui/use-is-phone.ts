'use client';

import { useSyncExternalStore } from 'react';

/** Below Tailwind's sm breakpoint: where the controls fold (phone-fold.tsx) and the roster shows a day. */
export const PHONE_QUERY = '(max-width: 639.98px)';

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is a phone's width; false on the server and in the first render (a desktop page). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
