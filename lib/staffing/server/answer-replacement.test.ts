import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditSentence } from '@/lib/audit';
import { runAction, type AppServices } from '@/lib/server/access';
import { createScheduleItem } from '@/lib/schedule/server';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { completeCover } from './answer-replacement';
import { answerReplacementDefinition as def, answerReplacementRequest as handler } from './replacement-action';

// Each answer to a replacement request as the app runs it (the pipeline, a real PGlite database,
// the emulator over HTTP), read back from the emulator, on each reading of the spec's silent
// "PATCH ACCEPTED: approving a cover" (behaviour switch replacementAnswers): 'status' sets only
// the status sent; 'cover' lets the requester go when a cover is approved.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let organizationId: string;
let people: string[];
let opened: OpenedDatabase;
let scheduler: SessionUser;
let services: AppServices;

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  people = seed.users.filter((u) => u.organizationIds.includes(organizationId)).map((u) => u.id);
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  await upsertOrganizationEntry(opened.db, { organizationId });
  services = { ...app.services(), db: opened.db };
});

afterEach(async () => {
  await emu.faults({});
});

afterAll(async () => {
  await opened.close();
});

let hour = 0;
/** A shift in a quiet future month with these members, each at its own hour unless `at` is given. */
async function shiftWith(members: Record<string, string>, at = (hour += 2)): Promise<string> {
  const start = Date.UTC(2028, 2, 1, at);
  const item = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: `Cover ${hour}`, start, end: start + 3_600_000, timeZoneName: 'UTC' });
  await emu.control('PATCH', `calendar-items/${item.id}`, { members: Object.entries(members).map(([userId, status]) => ({ type: 'USER', userId, status })) });
  return item.id;
}

/** Each member's status as the emulator has it now: the read-back. */
async function membersOf(itemId: string): Promise<Record<string, string>> {
  const raw = await emu.control<{ members: { userId?: string; status: string }[] }>('GET', `calendar-items/${itemId}`);
  return Object.fromEntries(raw.members.map((m) => [m.userId, m.status]));
}

const REMOVALS = 'DELETE /connect/calendar-items/:id/members/:userId';
/** Member writes sent so far: adds, decisions and removals. */
async function memberWrites(): Promise<number> {
  const counts = await Promise.all(['POST /connect/calendar-items/:id/members', 'PATCH /connect/calendar-items/:id/members/:userId', REMOVALS].map((route) => emu.calls(route)));
  return counts.reduce((a, b) => a + b, 0);
}

const answer = (itemId: string, userId: string, choice: string, coverUserId: string | null = null, confirmConflicts = false) =>
  runAction(def, handler, { organizationId, itemId, userId, choice, coverUserId, confirmConflicts }, { user: scheduler, services });

async function sentenceOf(itemId: string, userId: string): Promise<string | null> {
  const rows = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'member.replacement_answered'), eq(auditLog.targetId, `${itemId}/${userId}`)));
  expect(rows).toHaveLength(1);
  return auditSentence(rows[0]!, 'h23');
}

describe.each(['status', 'cover'] as const)("answering a replacement request (reading '%s')", (reading) => {
  beforeEach(async () => {
    await emu.behaviour({ replacementAnswers: reading });
  });

  it('find a cover: the cover is assigned, then the requester comes off; the others are untouched', async () => {
    const [ethan, mia, ana] = [people[0]!, people[1]!, people[2]!];
    const itemId = await shiftWith({ [ethan]: 'REPLACEMENT_REQUESTED', [ana]: 'ASSIGNED' });
    const done = await answer(itemId, ethan, 'cover', mia);
    expect(done).toEqual({ ok: true, data: { result: 'done', choice: 'cover', alreadyApplied: false, requester: null, cover: 'ASSIGNED' } });
    expect(await membersOf(itemId)).toEqual({ [mia]: 'ASSIGNED', [ana]: 'ASSIGNED' });
    expect(await sentenceOf(itemId, ethan)).toMatch(/answered .+’s replacement request for Cover \d+, .+: .+ covers it$/);
  });

  it("a colleague's cover: their request is approved, then the requester comes off", async () => {
    const [ethan, mia] = [people[3]!, people[4]!];
    const itemId = await shiftWith({ [ethan]: 'REPLACEMENT_REQUESTED', [mia]: 'ADDITION_REQUESTED' });
    const done = await answer(itemId, ethan, 'colleague', mia);
    expect(done).toEqual({ ok: true, data: { result: 'done', choice: 'colleague', alreadyApplied: false, requester: null, cover: 'ACCEPTED' } });
    expect(await membersOf(itemId)).toEqual({ [mia]: 'ACCEPTED' });
    // Answered again (a double click, a second manager): done, nothing sent.
    const writes = await memberWrites();
    expect(await answer(itemId, ethan, 'colleague', mia)).toMatchObject({ ok: true, data: { result: 'done', alreadyApplied: true } });
    expect(await memberWrites()).toBe(writes);
  });

  it('release: the requester comes off now and the shift is open', async () => {
    const ethan = people[5]!;
    const itemId = await shiftWith({ [ethan]: 'REPLACEMENT_REQUESTED' });
    expect(await answer(itemId, ethan, 'release')).toEqual({ ok: true, data: { result: 'done', choice: 'release', alreadyApplied: false, requester: null, cover: null } });
    expect(await membersOf(itemId)).toEqual({});
    expect(await sentenceOf(itemId, ethan)).toMatch(/: released, the shift left open$/);
  });

  it('keep: the request is refused and the requester stays on it, Accepted', async () => {
    const ethan = people[6]!;
    const itemId = await shiftWith({ [ethan]: 'REPLACEMENT_REQUESTED' });
    expect(await answer(itemId, ethan, 'keep')).toEqual({ ok: true, data: { result: 'done', choice: 'keep', alreadyApplied: false, requester: 'ACCEPTED', cover: null } });
    expect(await membersOf(itemId)).toEqual({ [ethan]: 'ACCEPTED' });
    expect(await sentenceOf(itemId, ethan)).toMatch(/: refused, kept on the shift$/);
  });

  it('a cover the service refuses leaves the requester on the shift, and nothing else is sent', async () => {
    const [ethan, mia] = [people[7]!, people[8]!];
    const itemId = await shiftWith({ [ethan]: 'REPLACEMENT_REQUESTED' });
    await emu.faults({ failNext: [{ method: 'POST', path: `/connect/calendar-items/${itemId}/members$`, status: 503, count: 5 }] });
    const removals = await emu.calls(REMOVALS);
    const failed = await answer(itemId, ethan, 'cover', mia);
    expect(failed.ok ? 'ok' : failed.error.kind).toBe('unavailable');
    expect(await membersOf(itemId)).toEqual({ [ethan]: 'REPLACEMENT_REQUESTED' });
    expect(await emu.calls(REMOVALS)).toBe(removals);
  });
});

describe('answering a replacement request: what the manager must confirm, and what changed meanwhile', () => {
  it('a cover who would be double-booked is put on only after the manager confirms', async () => {
    const [ethan, mia] = [people[9]!, people[10]!];
    const itemId = await shiftWith({ [ethan]: 'REPLACEMENT_REQUESTED' });
    await shiftWith({ [mia]: 'ASSIGNED' }, hour); // the same hour: Mia is busy
    const asked = await answer(itemId, ethan, 'cover', mia);
    expect(asked.ok ? 'ok' : asked.error.kind).toBe('conflict');
    expect(await membersOf(itemId)).toEqual({ [ethan]: 'REPLACEMENT_REQUESTED' });
    expect(await answer(itemId, ethan, 'cover', mia, true)).toMatchObject({ ok: true, data: { result: 'done' } });
    expect(await membersOf(itemId)).toEqual({ [mia]: 'ASSIGNED' });
  });

  it('a request withdrawn meanwhile is reported, nothing sent', async () => {
    const ethan = people[11]!;
    const itemId = await shiftWith({ [ethan]: 'ASSIGNED' });
    const writes = await memberWrites();
    expect(await answer(itemId, ethan, 'release')).toEqual({ ok: true, data: { result: 'not_pending', choice: 'release', now: { status: 'ASSIGNED' } } });
    expect(await memberWrites()).toBe(writes);
    expect(await membersOf(itemId)).toEqual({ [ethan]: 'ASSIGNED' });
  });

  it('completeCover (for an offer): the requester stays while the cover is asked, and comes off once they accept', async () => {
    const [ethan, mia] = [people[12]!, people[13]!];
    const itemId = await shiftWith({ [ethan]: 'REPLACEMENT_REQUESTED', [mia]: 'PENDING_RESPONSE' });
    expect(await completeCover(services, organizationId, itemId, ethan, mia)).toMatchObject({ result: 'waiting_for_cover' });
    expect(await membersOf(itemId)).toEqual({ [ethan]: 'REPLACEMENT_REQUESTED', [mia]: 'PENDING_RESPONSE' });
    await emu.control('PATCH', `calendar-items/${itemId}`, { members: [{ type: 'USER', userId: ethan, status: 'REPLACEMENT_REQUESTED' }, { type: 'USER', userId: mia, status: 'ACCEPTED' }] });
    expect(await completeCover(services, organizationId, itemId, ethan, mia)).toMatchObject({ result: 'done', alreadyApplied: false });
    expect(await membersOf(itemId)).toEqual({ [mia]: 'ACCEPTED' });
  });
});
