import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { saveNeeds } from '@/lib/schedule/server';
import { auditLog, draftLines, organizationEntries } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { emulatorMessages } from '@/test/support/emulator-messages';
import { listConversations } from '@/lib/messages/server/conversations';
import { seedDemoMessaging } from '@/lib/messages/server/demo-messaging';
import { addDraftLines, type LineInput } from './draft-line-input';
import { readDraftById } from './draft-read';
import { getDraft, linesOfDraft, openDraft, publishedUntilOf, requestUndo, startPublish, type Draft } from './draft-store';
import { processDraftLines, waitingLines } from './publish-engine';
import { resumePublishes } from './publish-recovery';
import { publishDepsOf, publishRunsIdle, runPublishSoon } from './publish-run';

// Publishing a draft against the emulator over real HTTP and a real PGlite database (the app's own
// composition). What counts is what the emulator holds afterwards: which items, at which times,
// with whom; and that nothing the draft did not name was touched.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const zone = 'Europe/Paris';
const who = { id: 'test-user', email: 'scheduler@test.local' };
let monday = Temporal.PlainDate.from('2034-01-02');
let week: string;
const at = (day: number, time: string) => Temporal.ZonedDateTime.from(`${Temporal.PlainDate.from(week).add({ days: day })}T${time}[${zone}]`).epochMilliseconds;

let db: Db;
let organizationId: string;
let people: string[];
let names: Map<string, string>;

beforeAll(async () => {
  db = app.services().db;
  await emu.stats().catch(() => undefined);
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  people = seed.users.filter((u) => u.organizationIds.includes(organizationId)).slice(0, 4).map((u) => u.id);
  names = new Map(seed.users.map((u) => [u.id, u.fullName]));
  await seedDemoMessaging(db, emu.url);
});

beforeEach(async () => {
  // Each test plans its own week, far ahead (the emulator is not reset: the app's token would no longer be valid).
  week = monday.toString();
  monday = monday.add({ days: 28 });
  await emu.faults({});
  await db.execute(sql`truncate drafts, draft_lines, published_until, audit_log, organization_entries, item_needs`);
  await db.insert(organizationEntries).values({ organizationId, displayName: 'Harbour Café', timeZone: zone });
});

const upstream = () => app.services().upstream;
const shift = (name: string, day: number, from = '09:00', to = '17:00', userIds: string[] = []) =>
  upstream()
    .createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name, start: at(day, from), end: at(day, to), timeZoneName: zone })
    .then(async (item) => {
      let made = item;
      for (const userId of userIds) made = await upstream().addCalendarItemMember(item.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId, initialStatus: 'ASSIGNED' } });
      return made;
    });
const weekItems = () => upstream().listCalendarItems(organizationId, { from: at(0, '00:00'), to: at(7, '00:00') - 1 });
const holders = (item: CalendarItem | undefined) => (item?.members ?? []).filter((m) => m.status === 'ASSIGNED').map((m) => m.userId).sort();
const snapshot = (items: CalendarItem[]) => items.map((i) => ({ id: i.id, name: i.name, start: i.start, end: i.end, holders: holders(i) })).sort((a, b) => a.id.localeCompare(b.id));

async function draftWith(lines: LineInput[]): Promise<Draft> {
  const { draft } = await openDraft(db, { id: randomUUID(), organizationId, fromMs: at(0, '00:00'), toMs: at(7, '00:00'), createdById: who.id, createdByEmail: who.email });
  await addDraftLines(upstream(), db, draft, lines);
  return draft;
}

async function publish(draft: Draft, announceConversationId: string | null = null): Promise<void> {
  await startPublish(db, draft, who, announceConversationId);
  runPublishSoon(app.services(), draft.id, { ...who, via: 'publish' });
  await publishRunsIdle(app.services());
}

const statesOf = async (draftId: string) => (await linesOfDraft(db, draftId)).map((line) => line.state);

describe('publishing a draft', () => {
  it('writes every line, each audited with the draft id, and touches nothing else', async () => {
    const staffed = await shift('Opening', 0, '09:00', '17:00', [people[0]!]);
    const open = await shift('Close', 1, '14:00', '22:00');
    const moving = await shift('Brunch', 2, '08:00', '12:00', [people[1]!]);
    const deleting = await shift('Spare', 3);
    const untouched = await shift('Stocktake', 4, '10:00', '12:00', [people[2]!]);
    await saveNeeds(db, organizationId, staffed.id, 2);
    const before = snapshot(await weekItems());

    const draft = await draftWith([
      { kind: 'create', localKey: 'new-late', payload: { type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late', start: at(5, '16:00'), end: at(5, '23:00'), timeZoneName: zone } },
      { kind: 'assign', localKey: 'new-late', userId: people[3]!, source: 'auto-fill', reasons: ['free, 0 h of 32 h target'] },
      { kind: 'assign', itemId: staffed.id, userId: people[1]! },
      { kind: 'assign', itemId: open.id, userId: people[0]! },
      { kind: 'move', itemId: moving.id, payload: { start: at(2, '10:00'), end: at(2, '14:00') } },
      // After the move: not a conflict with the draft's own move.
      { kind: 'unassign', itemId: moving.id, userId: people[1]! },
      { kind: 'delete', itemId: deleting.id },
    ]);
    await publish(draft);

    expect(await statesOf(draft.id)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'done']);
    // A line on the item the draft makes is named after it.
    expect((await readDraftById(db, organizationId, draft.id)).draft?.lines[1]?.subject).toEqual({ name: 'Late', start: at(5, '16:00'), end: at(5, '23:00') });
    expect((await getDraft(db, draft.id))?.state).toBe('published');
    expect(await publishedUntilOf(db, organizationId)).toBe(at(7, '00:00'));
    const after = await weekItems();
    const byId = new Map(after.map((i) => [i.id, i]));
    expect(holders(byId.get(staffed.id))).toEqual([people[0]!, people[1]!].sort());
    expect(holders(byId.get(open.id))).toEqual([people[0]!]);
    expect(byId.get(moving.id)).toMatchObject({ start: at(2, '10:00'), end: at(2, '14:00') });
    expect(holders(byId.get(moving.id))).toEqual([]);
    expect(byId.has(deleting.id)).toBe(false);
    const late = after.filter((i) => i.name === 'Late');
    expect(late).toHaveLength(1);
    expect(holders(late[0])).toEqual([people[3]!]);
    // Nothing else changed.
    expect(snapshot(after).find((i) => i.id === untouched.id)).toEqual(before.find((i) => i.id === untouched.id));
    expect(after).toHaveLength(before.length);

    const writes = await db.select().from(auditLog).where(sql`${auditLog.detail} ->> 'draftId' = ${draft.id}`);
    expect(writes.map((w) => w.action).sort()).toEqual(['calendar_item.created', 'calendar_item.deleted', 'calendar_item.moved', 'member.assigned', 'member.assigned', 'member.assigned', 'member.removed'].sort());
  });

  it('skips a slot filled by someone else meanwhile, and reports it: who filled it, on which item', async () => {
    const item = await shift('Till', 0);
    const draft = await draftWith([{ kind: 'assign', itemId: item.id, userId: people[0]! }]);
    // Meanwhile, live: someone else takes the one place.
    await upstream().addCalendarItemMember(item.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: people[1]!, initialStatus: 'ASSIGNED' } });
    await publish(draft);

    const [line] = await linesOfDraft(db, draft.id);
    expect(line).toMatchObject({ state: 'skipped', outcome: `Filled meanwhile by ${names.get(people[1]!)} (1 of 1 on it).` });
    // The read the publish result is drawn from names the item the line was on, as it was drafted.
    const read = await readDraftById(db, organizationId, draft.id);
    expect(read.draft?.lines[0]?.subject).toEqual({ name: 'Till', start: at(0, '09:00'), end: at(0, '17:00') });
    expect(holders(await upstream().getCalendarItem(item.id))).toEqual([people[1]!]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'draft.line_skipped'))).toHaveLength(1);
    expect((await getDraft(db, draft.id))?.state).toBe('published');
  });

  it('does not write a line on an item moved in the product meanwhile: a conflict for the manager', async () => {
    const item = await shift('Door', 1);
    const gone = await shift('Gone', 2);
    const draft = await draftWith([
      { kind: 'assign', itemId: item.id, userId: people[0]! },
      { kind: 'assign', itemId: gone.id, userId: people[0]! },
    ]);
    await upstream().patchCalendarItem(item.id, { start: String(at(1, '10:00')), end: String(at(1, '18:00')) });
    await upstream().deleteCalendarItem(gone.id);
    await publish(draft);

    const lines = await linesOfDraft(db, draft.id);
    expect(lines.map((line) => line.state)).toEqual(['conflict', 'conflict']);
    expect(lines[0]!.outcome).toBe('Changed in the product since the draft was made: moved or resized. Look at it and draft the change again.');
    expect(lines[1]!.outcome).toBe('Changed in the product since the draft was made: deleted.');
    // Each names the item as it was drafted, the deleted one too.
    expect((await readDraftById(db, organizationId, draft.id)).draft?.lines.map((line) => line.subject)).toEqual([
      { name: 'Door', start: at(1, '09:00'), end: at(1, '17:00') },
      { name: 'Gone', start: at(2, '09:00'), end: at(2, '17:00') },
    ]);
    expect(holders(await upstream().getCalendarItem(item.id))).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'draft.line_conflict'))).toHaveLength(2);
  });
});

describe('the announcement', () => {
  it('posts one card to the chosen conversation once every line is settled, with what was written; a pass again posts no second', async () => {
    const conversation = (await listConversations(db)).find((c) => c.organizationId === organizationId && !c.everyone)!;
    const a = await shift('Opening', 0);
    const b = await shift('Close', 1);
    const draft = await draftWith([
      { kind: 'assign', itemId: a.id, userId: people[0]! },
      { kind: 'assign', itemId: b.id, userId: people[1]! },
      { kind: 'create', localKey: 'n', payload: { type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late', start: at(2, '16:00'), end: at(2, '23:00'), timeZoneName: zone } },
    ]);
    await publish(draft, conversation.conversationId);
    await resumePublishes(publishDepsOf(app.services()));
    const { cards, messages } = await emulatorMessages(emu);
    const ours = cards.filter((c) => String(c.content.title).startsWith('Schedule out:') && String(c.content.title).includes(Temporal.PlainDate.from(week).day.toString()));
    expect(ours.map((c) => c.content)).toEqual([{ title: expect.stringMatching(/^Schedule out: Mon \d+ \w+ – Sun \d+ \w+, Harbour Café$/), body: '3 changes: 1 new item, 2 assignments.' }]);
    expect(messages.filter((m) => m.cardId === ours[0]!.id).map((m) => m.conversationId)).toEqual([conversation.conversationId]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'draft.announced'))).toHaveLength(1);
  });
});

describe('undo of a publish', () => {
  it('removes exactly what the publish wrote: a change made live since stays', async () => {
    const item = await shift('Opening', 0, '09:00', '17:00', [people[0]!]);
    const moving = await shift('Brunch', 2, '08:00', '12:00');
    const deleting = await shift('Spare', 3, '09:00', '17:00', [people[2]!]);
    await saveNeeds(db, organizationId, item.id, 3);
    const before = snapshot(await weekItems());
    const draft = await draftWith([
      { kind: 'create', localKey: 'n1', payload: { type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late', start: at(5, '16:00'), end: at(5, '23:00'), timeZoneName: zone } },
      { kind: 'assign', localKey: 'n1', userId: people[3]! },
      { kind: 'assign', itemId: item.id, userId: people[1]! },
      { kind: 'move', itemId: moving.id, payload: { start: at(2, '10:00'), end: at(2, '14:00') } },
      { kind: 'delete', itemId: deleting.id },
    ]);
    await publish(draft);
    // Live, after the publish: a third person joins the opening.
    await upstream().addCalendarItemMember(item.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: people[2]!, initialStatus: 'ASSIGNED' } });

    expect(await requestUndo(db, (await getDraft(db, draft.id))!)).not.toBeNull();
    runPublishSoon(app.services(), draft.id, { ...who, via: 'undo' });
    await publishRunsIdle(app.services());

    expect((await linesOfDraft(db, draft.id)).map((line) => line.undoState)).toEqual(['undone', 'undone', 'undone', 'undone', 'undone']);
    expect((await getDraft(db, draft.id))?.undoState).toBe('undone');
    const after = await weekItems();
    expect(holders(after.find((i) => i.id === item.id))).toEqual([people[0]!, people[2]!].sort());
    expect(after.find((i) => i.id === moving.id)).toMatchObject({ start: at(2, '08:00'), end: at(2, '12:00') });
    expect(after.filter((i) => i.name === 'Late')).toEqual([]);
    // The deleted item is back (a new id), with its people.
    const spare = after.filter((i) => i.name === 'Spare');
    expect(spare.map((i) => [i.start, i.end, holders(i)])).toEqual([[at(3, '09:00'), at(3, '17:00'), [people[2]!]]]);
    expect(after).toHaveLength(before.length);
  });
});

describe('a stop halfway', () => {
  it('resumes after a restart: the line a stopped worker wrote without recording is found, nothing is doubled', async () => {
    const items = await Promise.all(Array.from({ length: 6 }, (_, i) => shift(`Slot ${i}`, i % 5, '09:00', '13:00')));
    const draft = await draftWith(items.map((item) => ({ kind: 'assign' as const, itemId: item.id, userId: people[0]! })));
    await startPublish(db, draft, who, null);
    const lines = await linesOfDraft(db, draft.id);
    // The first run wrote the first two lines and recorded them...
    await processDraftLines(publishDepsOf(app.services()), draft, lines.slice(0, 2), { ...who, via: 'publish' });
    // ...then wrote the third and stopped before recording it: the line is left "writing", its lease run out.
    await upstream().addCalendarItemMember(lines[2]!.itemId!, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: people[0]!, initialStatus: 'ASSIGNED' } });
    await db.update(draftLines).set({ state: 'writing', claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) }).where(eq(draftLines.id, lines[2]!.id));
    expect((await waitingLines(publishDepsOf(app.services()), { draftId: draft.id })).length).toBe(3);

    // The next process's start-up pass.
    const resumed = await resumePublishes(publishDepsOf(app.services()));
    expect(resumed).toMatchObject({ recovered: 1, resumed: 4 });
    expect(await statesOf(draft.id)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect((await getDraft(db, draft.id))?.state).toBe('published');
    for (const item of await weekItems()) expect(item.members.filter((m) => m.userId === people[0]).length).toBe(1);
    const found = (await db.select().from(auditLog).where(eq(auditLog.action, 'member.assigned'))).filter((a) => (a.detail as { found: boolean }).found);
    expect(found.map((a) => a.targetId)).toEqual([lines[2]!.itemId]);
  });
});
