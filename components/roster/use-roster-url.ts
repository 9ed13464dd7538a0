import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { parseViewState, viewStateQuery, type ScheduleViewState } from '@/lib/schedule';

/**
 * The URL follows the roster's week and zone; Back and Forward show the week their entry names.
 * The first write only fills in what the link left out, so it replaces rather than adds an entry.
 */
export function useRosterUrl(state: ScheduleViewState, timeZone: string | null, organizationZone: string | null, setState: Dispatch<SetStateAction<ScheduleViewState>>) {
  const urlWritten = useRef(false);
  useEffect(() => {
    if (!timeZone) return;
    const next = viewStateQuery({ ...state, timeZone });
    if (window.location.search.slice(1) !== next) window.history[urlWritten.current ? 'pushState' : 'replaceState'](null, '', `?${next}`);
    urlWritten.current = true;
  }, [state, timeZone]);
  useEffect(() => {
    const restore = () => setState({ ...parseViewState(Object.fromEntries(new URLSearchParams(window.location.search)), organizationZone), view: 'week' });
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [organizationZone, setState]);
}
