'use client';

import { useCallback, useEffect, useRef } from 'react';

// Where focus goes when the item drawer closes (Escape, its close button, Back): to the control
// that opened it, else the item's event, else a fixed place in the toolbar. After a delete the
// item is gone, so straight to that place. Never left on the page's body.

export function useFocusReturn(openItemId: string | null, fallback: () => HTMLElement | null) {
  const opener = useRef<Element | null>(null);
  const deleted = useRef(false);
  const wasOpen = useRef<string | null>(null);

  /** Call as the drawer opens, while focus is still on what opened it. */
  const rememberOpener = useCallback(() => {
    opener.current = document.activeElement === document.body ? null : document.activeElement;
    deleted.current = false;
  }, []);
  const markDeleted = useCallback(() => {
    deleted.current = true;
  }, []);

  useEffect(() => {
    const closed = wasOpen.current;
    wasOpen.current = openItemId;
    if (!closed || openItemId) return;
    const previous = opener.current;
    opener.current = null;
    const target =
      (!deleted.current && previous instanceof HTMLElement && previous.isConnected ? previous : null) ??
      (deleted.current ? null : document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(closed)}"]`)) ??
      fallback();
    target?.focus();
  }, [openItemId, fallback]);

  return { rememberOpener, markDeleted };
}
