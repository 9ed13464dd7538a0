import { afterAll, describe, expect, it } from 'vitest';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { toWire } from '@/lib/schedule/schedule-wire';
import { startBaselinePage, type BaselinePage } from './baseline-page';

// The benchmark's bare pages get the route's answer as the route sends it (its wire shape): the
// fetched page downloads it byte for byte, the embedded page carries the shown week's items
// decoded, as the dashboard decodes them. (Undecoded, every member was a [userId, status] pair and
// the embedded page threw while drawing, so the benchmark waited for its paint in vain.)

const HOUR = 3_600_000;
const shown = { start: 100 * HOUR, end: 100 * HOUR + 7 * 24 * HOUR };

const item = (id: string, start: number): ScheduleItem => ({
  id, type: 'MULTI_ASSIGNEE_SHIFT', name: `Shift ${id}`, notes: null, start, end: start + 8 * HOUR, timeZoneName: 'Europe/Berlin', status: 'ASSIGNED', muteAssignmentNotifications: false,
  members: [{ key: 'USER:7', type: 'USER', userId: '7', groupId: null, displayName: 'Ann Example', avatarUrl: null, status: 'ASSIGNED', phone: null }],
  createdAt: 1, updatedAt: null, version: `v${id}`,
});

const inWeek = item('1', shown.start + 24 * HOUR);
const before = item('2', shown.start - 48 * HOUR);
const readBody = Buffer.from(JSON.stringify(toWire({ items: [before, inWeek], fetchedAt: 5 })));

describe('the benchmark baseline pages', () => {
  let page: BaselinePage;
  afterAll(() => page?.close());

  it('embed the shown week decoded from the wire shape, and serve the answer as sent', async () => {
    page = await startBaselinePage({ readBody, shown, date: '2026-11-23', timeZone: 'Europe/Berlin', stylesheets: [], frame: { width: 800, height: 600 } });
    const embedded = await (await fetch(page.embeddedUrl)).text();
    const data = JSON.parse(/<script id="bench-data" type="application\/json">(.*?)<\/script>/s.exec(embedded)?.[1] ?? 'null') as { items: ScheduleItem[] };
    expect(data.items).toEqual([inWeek]);
    const served = Buffer.from(await (await fetch(new URL('/bench/read.json', page.url))).arrayBuffer());
    expect(served.equals(readBody)).toBe(true);
  });
});
