'use client';

import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * False until the page is first printed (the browser's print, or print media emulated), then true
 * for good: a page builds its printed version on demand instead of on every load (the roster's
 * has every row of a 500-person week, several times the screen's work). flushSync puts it in the
 * page before the browser lays the page out for paper.
 */
export function usePrintRequested(): boolean {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requested) return;
    const media = window.matchMedia('print');
    const request = () => flushSync(() => setRequested(true));
    const onMediaChange = () => {
      if (media.matches) request();
    };
    window.addEventListener('beforeprint', request);
    media.addEventListener('change', onMediaChange);
    return () => {
      window.removeEventListener('beforeprint', request);
      media.removeEventListener('change', onMediaChange);
    };
  }, [requested]);
  return requested;
}
