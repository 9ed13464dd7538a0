'use client';

import type { ReactNode } from 'react';
import { fillWindowHeight } from './fill-window-height';

/**
 * The frame the calendar is drawn in, filling the window. Drawn in the browser only (`ready`):
 * rendering thousands of events into the HTML on the server cost more than it gave. The grid is
 * drawn while the first read is still on its way, so only the events are left when it lands.
 */
export function CalendarFrame({ ready, week, fetching, pending, slowRead, children }: { ready: boolean; week: boolean; fetching: boolean; pending: boolean; slowRead: boolean; children: ReactNode }) {
  return (
    <div ref={fillWindowHeight} className="sd-calendar-frame relative overflow-x-auto rounded-lg border border-slate-200 bg-white p-2 shadow-card" data-testid="schedule-calendar" data-loading={fetching} data-ready={ready}>
      {!ready ? (
        <div className="h-full animate-shimmer rounded bg-slate-50" aria-busy="true" />
      ) : (
        // The week keeps day columns wide enough for a busy day's names: on a screen narrower than
        // 1024 px it scrolls sideways inside this frame rather than squeezing them (55rem fits the
        // frame at 1024 px with the icon sidebar, and at 1280 px with the full one).
        <div className={week ? 'h-full min-w-[55rem]' : 'h-full'}>{children}</div>
      )}
      {ready && pending && (
        <p role="status" className="absolute left-1/2 top-1/3 z-10 -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm text-slate-600 shadow-card ring-1 ring-slate-200">
          {slowRead ? 'The service is slow to answer: still loading the schedule…' : 'Loading the schedule…'}
        </p>
      )}
    </div>
  );
}
