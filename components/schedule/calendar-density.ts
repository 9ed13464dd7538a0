'use client';

import { useCallback, useSyncExternalStore } from 'react';

// The time grid's density, remembered per signed-in user in this browser (localStorage, keyed by
// the user's id: nothing else in the app keeps a per-user display preference on the server, and
// this one needs no round trip). Compact rows show a whole working day at once; comfortable rows
// give short items room for their name and people.

export type CalendarDensity = 'compact' | 'comfortable';
export const calendarDensities: readonly CalendarDensity[] = ['comfortable', 'compact'];

/** FullCalendar's slotMinHeight (px per 30-minute row) for each density; compact (0) is the theme's own, smallest, row. */
export const slotHeightOf: Record<CalendarDensity, number> = { comfortable: 36, compact: 0 };

const keyOf = (userId: string) => `shiftdesk.calendar-density.${userId}`;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readDensity(stored: string | null): CalendarDensity {
  return stored === 'compact' ? 'compact' : 'comfortable';
}

function stored(userId: string): string | null {
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null; // storage refused (private mode): the default
  }
}

export function useCalendarDensity(userId: string): [CalendarDensity, (density: CalendarDensity) => void] {
  const density = useSyncExternalStore(subscribe, () => readDensity(stored(userId)), () => 'comfortable' as const);
  const choose = useCallback(
    (next: CalendarDensity) => {
      try {
        localStorage.setItem(keyOf(userId), next);
      } catch {
        // Not remembered, still applied below for this page.
      }
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return [density, choose];
}
