'use client';

import { useEffect, useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { parseViewState, type ScheduleViewState } from '@/lib/schedule/calendar-view';
import { historyStep, itemInQuery, queryNamesView, scheduleQuery } from '@/lib/schedule/schedule-url';

// The schedule's URL and the browser's history, kept in step with what is shown (the rules are in
// lib/schedule/schedule-url.ts): Back returns to the previous week or view and closes an item
// opened since, a link or a reload opens the same view and item. Written without a server round
// trip (Next keeps its router in step with history.pushState and replaceState).

/** Marks the history entry that opening an item pushed, so closing it goes Back instead. */
const OPENED_ITEM = 'shiftdeskOpenedItem';
/** Under Tailwind's `sm`: a phone opens on the list unless the URL names a view. */
const PHONE = '(max-width: 639px)';

type Setters = { setState: Dispatch<SetStateAction<ScheduleViewState>>; setOpenItemId: (itemId: string | null) => void };

export function useScheduleHistory(state: ScheduleViewState, timeZone: string | null, openItemId: string | null, { setState, setOpenItemId }: Setters) {
  // Nothing is written before the URL has been read once (the item it opens, a phone's view):
  // otherwise that first correction would push an entry of its own.
  const [read, setRead] = useState(false);

  useLayoutEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!queryNamesView(params) && window.matchMedia(PHONE).matches) setState((s) => ({ ...s, view: 'list' }));
    setOpenItemId(itemInQuery(params));
    // Once, on mount, from an outside system (the URL, the screen): one extra render before paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setRead(true);
  }, [setState, setOpenItemId]);

  useEffect(() => {
    if (!read || !timeZone) return;
    const current = new URLSearchParams(window.location.search);
    const opened = (window.history.state as Record<string, unknown> | null)?.[OPENED_ITEM];
    // Closing an item this page opened: back to the entry it came from, not a copy of it.
    if (!openItemId && opened && opened === current.get('item')) return window.history.back();
    const next = scheduleQuery({ ...state, timeZone }, openItemId);
    const step = historyStep(current, new URLSearchParams(next));
    if (step === 'push') window.history.pushState(openItemId ? { [OPENED_ITEM]: openItemId } : null, '', `?${next}`);
    if (step === 'replace') window.history.replaceState(null, '', `?${next}`);
  }, [read, state, timeZone, openItemId]);

  // Back and Forward: show what the entry's URL says (only while on this page: a Back to another
  // page is Next's to draw).
  useEffect(() => {
    const path = window.location.pathname;
    const restore = () => {
      if (window.location.pathname !== path) return;
      const params = new URLSearchParams(window.location.search);
      setState((s) => parseViewState(Object.fromEntries(params), s.timeZone));
      setOpenItemId(itemInQuery(params));
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [setState, setOpenItemId]);
}
