'use client';

import { useSyncExternalStore } from 'react';
import { formatWallTime } from '@/lib/time/wall-time';
import { browserTimeZone } from '@/lib/time/browser-zone';
import { formatUtc } from '@/lib/time/format-utc';

const subscribeToNothing = () => () => undefined;

/**
 * An instant in a given zone (an organization's) or else the browser's, with the zone named; UTC
 * in the tooltip. The browser's zone is known only in the browser: the server's HTML says UTC,
 * named as such, until the page has loaded.
 */
export function ZonedTime({ at, zone, className }: { at: string; zone?: string | null; className?: string }) {
  const browser = useSyncExternalStore(subscribeToNothing, browserTimeZone, () => null);
  const shown = zone ?? browser ?? 'UTC';
  return (
    <time dateTime={at} title={formatUtc(at)} className={className}>
      <span className="font-mono text-xs text-slate-700 tabular-nums">{formatWallTime(at, shown)}</span>{' '}
      <span className="block text-[11px] text-slate-500">{shown}</span>
    </time>
  );
}
