import { beforeAll, describe, expect, it } from 'vitest';
import { defaultWindow } from '@/lib/requests/inbox-window';
import { todayIn } from '@/lib/schedule';
import { createScheduleItem } from '@/lib/schedule/server';
import { organizationEntries } from '@/lib/server/db/schema';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { countOpenRequests, readRequestInbox } from './inbox-service';

// The inbox read as the app runs it, against the emulator over HTTP: the read must reach items
// that began before the window (a leave, the start of the week) for the warnings to be right.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let organizationId: string;
let people: { id: string; fullName: string }[];

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  people = seed.users.filter((u) => u.organizationIds.includes(organizationId));
});

const mar = (day: number, hour = 0) => Date.UTC(2028, 2, day, hour);

async function itemWith(type: 'MULTI_ASSIGNEE_SHIFT' | 'TIME_OFF', name: string, start: number, end: number, members: Record<string, string>) {
  const item = await createScheduleItem(app.services(), { organizationId, type, name, start, end, timeZoneName: 'UTC' });
  await emu.control('PATCH', `calendar-items/${item.id}`, { members: Object.entries(members).map(([userId, status]) => ({ type: 'USER', userId, status })) });
  return item.id;
}

describe('readRequestInbox', () => {
  it('finds the requests of the window with names, and warnings from items that began before it', async () => {
    const [ana, ben] = [people[0]!, people[1]!];
    // Window: Wednesday 15 to Thursday 16 March 2028 (UTC). Ana asks to join a Wednesday shift.
    const request = await itemWith('MULTI_ASSIGNEE_SHIFT', 'Asked', mar(15, 9), mar(15, 17), { [ana.id]: 'ADDITION_REQUESTED', [ben.id]: 'PENDING_RESPONSE' });
    await itemWith('TIME_OFF', 'Long leave', mar(1), mar(16), { [ana.id]: 'ASSIGNED' }); // began two weeks before
    await itemWith('MULTI_ASSIGNEE_SHIFT', 'Tuesday night', mar(14, 22), mar(15, 10), { [ana.id]: 'ACCEPTED' }); // began the day before
    await itemWith('MULTI_ASSIGNEE_SHIFT', 'Monday', mar(13, 8), mar(13, 16), { [ana.id]: 'ASSIGNED' }); // earlier in the same week

    const inbox = await readRequestInbox(app.services(), organizationId, { from: '2028-03-15', to: '2028-03-16' }, 'UTC');
    expect(inbox.requests).toHaveLength(1);
    const [found] = inbox.requests;
    expect(found).toMatchObject({ key: `${request}:${ana.id}`, day: '2028-03-15', kind: 'ADDITION_REQUESTED', person: { userId: ana.id, displayName: ana.fullName } });
    expect(found?.warnings.overlaps.map((o) => o.name)).toEqual(['Tuesday night']);
    expect(found?.warnings.timeOff.map((o) => o.name)).toEqual(['Long leave']);
    expect(found?.warnings.week).toEqual({ monday: '2028-03-13', workedMinutes: (8 + 12) * 60, withThisMinutes: 27 * 60, over: false }); // 09–10 is Tuesday night's too: counted once
    expect(inbox.awaiting.map((a) => a.person.displayName)).toEqual([ben.fullName]);
  });

  it('names the working-time rules set in Settings that approving a request to join breaks, with the figures', async () => {
    const cai = people[2]!;
    await app.services().db.insert(organizationEntries).values({ organizationId, displayName: 'Harbour Café', timeZone: 'UTC', workingTimeRules: { minRestMinutes: 11 * 60 } });
    // Wednesday 12 April 2028: Cai asks to join an 08:00 start after a close at 23:00 the night before.
    const request = await itemWith('MULTI_ASSIGNEE_SHIFT', 'Open', Date.UTC(2028, 3, 12, 8), Date.UTC(2028, 3, 12, 16), { [cai.id]: 'ADDITION_REQUESTED' });
    await itemWith('MULTI_ASSIGNEE_SHIFT', 'Close', Date.UTC(2028, 3, 11, 14), Date.UTC(2028, 3, 11, 23), { [cai.id]: 'ASSIGNED' });
    const inbox = await readRequestInbox(app.services(), organizationId, { from: '2028-04-12', to: '2028-04-12' }, 'UTC');
    expect(inbox.requests.map((r) => [r.key, r.ruleBreaks?.map((b) => b.words)])).toEqual([[`${request}:${cai.id}`, ['rest 9 h, minimum 11 h']]]);
  });

  it('counts for the badge what the inbox lists for the next 14 days', async () => {
    const { count, window } = await countOpenRequests(app.services(), organizationId, 'Europe/London');
    expect(window).toEqual(defaultWindow(todayIn('Europe/London')));
    expect(count).toBe((await readRequestInbox(app.services(), organizationId, window, 'Europe/London')).requests.length);
  });
});
