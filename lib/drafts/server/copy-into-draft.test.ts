import { Temporal } from 'temporal-polyfill';
import { beforeAll, expect, it } from 'vitest';
import { runAction, type AppServices } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/types';
import type { SessionUser } from '@/lib/server/identity/types';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import * as d from './draft-actions';
import { readDraftsOf } from './draft-read';

// Copy into a draft through the pipeline, against the emulator and PGlite: Copy's own plan becomes
// create and assign lines (source "copy") and nothing reaches the product; a copy landing outside
// the draft's week is refused next to the field and adds nothing; a viewer is refused.

const emu = emulatorForFile('demo');
const s = schedulerAgainstEmulator(emu, { timeZone: 'UTC' });
const app = s.app;
const zone = 'UTC';
const lastMonday = Temporal.PlainDate.from('2036-05-05');
const nextMonday = lastMonday.add({ days: 7 });
const at = (day: Temporal.PlainDate, time: string) => Temporal.ZonedDateTime.from(`${day}T${time}[${zone}]`).epochMilliseconds;
const week = { from: at(nextMonday, '00:00'), to: at(nextMonday.add({ days: 7 }), '00:00') };

let organizationId: string;
let person: string;
let opened: OpenedDatabase;
let scheduler: SessionUser;
let viewer: SessionUser;
let services: AppServices;
let draftId: string;

beforeAll(async () => {
  ({ organizationId, opened, scheduler, viewer, services } = s);
  person = s.people[0]!;
  const upstream = app.services().upstream;
  const staffed = await upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Copied with Ana', start: at(lastMonday.add({ days: 1 }), '09:00'), end: at(lastMonday.add({ days: 1 }), '17:00'), timeZoneName: zone });
  await upstream.addCalendarItemMember(staffed.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: person, initialStatus: 'ASSIGNED' } });
  await upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Copied open', start: at(lastMonday.add({ days: 2 }), '09:00'), end: at(lastMonday.add({ days: 2 }), '13:00'), timeZoneName: zone });
  const draft = await runAction(d.openDraftDefinition, d.openDraftHandler, { organizationId, ...week }, { user: scheduler, services });
  if (!draft.ok) throw new Error(draft.error.message);
  draftId = draft.data.draft.id;
});

const copyInput = (targetDate: string) => ({ organizationId, draftId, span: 'week' as const, sourceDate: lastMonday.toString(), targetDate, withPeople: true, alreadyThere: 'skip' as const });
const liveInTarget = async () => (await app.services().upstream.listCalendarItems(organizationId, { from: week.from, to: week.to - 1 })).filter((i) => i.name?.startsWith('Copied'));

it('a copy outside the draft’s week is refused next to the field; a viewer is refused; neither adds a line', async () => {
  const outside = await runAction(d.copyIntoDraftDefinition, d.copyIntoDraftHandler, copyInput(nextMonday.add({ days: 7 }).toString()), { user: scheduler, services });
  expect(outside).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { targetDate: ['Outside the draft’s week'] } } });
  expect(await runAction(d.copyIntoDraftDefinition, d.copyIntoDraftHandler, copyInput(nextMonday.toString()), { user: viewer, services })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  expect((await readDraftsOf(opened.db, organizationId, week)).draft?.lines).toEqual([]);
});

it('last week copied into next week’s draft: create lines at next week’s times and assign lines for their people, from Copy; nothing live', async () => {
  const copied = await runAction(d.copyIntoDraftDefinition, d.copyIntoDraftHandler, copyInput(nextMonday.toString()), { user: scheduler, services });
  if (!copied.ok) throw new Error(copied.error.message);
  const lines = (await readDraftsOf(opened.db, organizationId, week)).draft!.lines;
  expect(lines.map((l) => [l.kind, l.source, l.payload.name ?? null, l.payload.start ?? null, l.userId])).toEqual([
    ['create', 'copy', 'Copied with Ana', at(nextMonday.add({ days: 1 }), '09:00'), null],
    ['assign', 'copy', null, null, person],
    ['create', 'copy', 'Copied open', at(nextMonday.add({ days: 2 }), '09:00'), null],
  ]);
  // The assignment is on the item its create line makes.
  expect(lines[1]!.localKey).toBe(lines[0]!.localKey);
  expect(await liveInTarget()).toEqual([]);
});
