'use client';

import { useSyncExternalStore } from 'react';

const subscribe = (onLoad: () => void) => {
  window.addEventListener('load', onLoad);
  return () => window.removeEventListener('load', onLoad);
};

/**
 * Whether the document has finished loading (its scripts and the reads its head preloads), for
 * reads that are not what the page is about: started after, they do not compete with it for the
 * server. True at once after a client-side navigation.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => document.readyState === 'complete', () => false);
}
