import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAction } from '@/lib/server/access';
import { auditLog } from '@/lib/server/db/schema';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import { createScheduleItem, currentItem } from './calendar-service';
import { moveItem, moveItemDefinition } from './item-actions';

// New times for an item someone holds (a drag, a resize, the drawer's times) are asked about like
// putting them on it: a double booking or a working-time rule break is refused unless confirmed, a
// rule break needs a reason, and the audit row keeps the reason, the rule and the figures. Through
// the action pipeline, a real PGlite database and the emulator over HTTP.
const emu = emulatorForFile('demo');
// At most ten hours a shift, in London; the other rules unset.
const file = schedulerAgainstEmulator(emu, { timeZone: 'Europe/London', workingTimeRules: { maxShiftMinutes: 600 } });
const PATCHES = 'PATCH /connect/calendar-items/:id';

// A quiet month far ahead (UTC is London's winter time).
const at = (day: number, hour: number) => Date.UTC(2029, 1, day, hour);
type Read = { start: number; end: number; members: { userId?: string; status: string }[] };
const readBack = (itemId: string) => emu.control<Read>('GET', `calendar-items/${itemId}`);
async function shiftOf(person: string, status: string, start: number, end: number) {
  const item = await createScheduleItem(file.app.services(), { organizationId: file.organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Shift', start, end, timeZoneName: 'Europe/London' });
  await emu.control('PATCH', `calendar-items/${item.id}`, { members: [{ type: 'USER', userId: person, status }] });
  // The item as the browser holds it once the person is on it (its version is what a move sends).
  return currentItem(file.app.services(), file.organizationId, item.id);
}
const move = (item: { id: string; version: string }, start: number, end: number, answer: object = {}) =>
  runAction(moveItemDefinition, moveItem, { organizationId: file.organizationId, itemId: item.id, expectedVersion: item.version, start, end, ...answer }, { user: file.scheduler, services: file.services });
const movedRows = (itemId: string) => file.opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'calendar_item.moved'), eq(auditLog.targetId, itemId)));

describe('moving or resizing an item someone holds', () => {
  it('into a double booking: refused, nothing written; a move within its own old times is no double booking', async () => {
    const person = file.people[22]!;
    await shiftOf(person, 'ASSIGNED', at(5, 9), at(5, 17));
    const late = await shiftOf(person, 'ACCEPTED', at(5, 18), at(5, 22));
    const sent = await emu.calls(PATCHES);

    const refused = await move(late, at(5, 16), at(5, 20));
    expect(refused.ok ? null : refused.error).toMatchObject({ kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringMatching(/Shift/)] } });
    expect(await emu.calls(PATCHES)).toBe(sent);
    expect(await readBack(late.id)).toMatchObject({ start: at(5, 18) });

    // Its own old times are no double booking: a move within them is not asked about.
    expect(await move(late, at(5, 19), at(5, 22))).toMatchObject({ ok: true, data: { status: 'saved' } });
  });

  it('a resize that makes the shift too long: refused, a blank reason refused on its field, a reason writes it and is audited', async () => {
    const person = file.people[23]!;
    const item = await shiftOf(person, 'ASSIGNED', at(12, 8), at(12, 16));
    const sent = await emu.calls(PATCHES);

    const unasked = await move(item, at(12, 8), at(12, 20));
    expect(unasked.ok ? null : unasked.error).toMatchObject({ kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/: shift 12 h, maximum 10 h\.$/)] } });
    const blank = await move(item, at(12, 8), at(12, 20), { confirmConflicts: true, ruleBreakReason: '  ' });
    expect(blank.ok ? null : blank.error).toMatchObject({ kind: 'invalid_input', fieldErrors: { ruleBreakReason: ['Say why this goes ahead despite the working-time rules.'] } });
    expect(await emu.calls(PATCHES)).toBe(sent);
    expect(await readBack(item.id)).toMatchObject({ end: at(12, 16) });

    const done = await move(item, at(12, 8), at(12, 20), { confirmConflicts: true, ruleBreakReason: 'Stocktake night' });
    expect(done).toMatchObject({ ok: true, data: { status: 'saved', item: { end: at(12, 20) } } });
    expect(await readBack(item.id)).toMatchObject({ end: at(12, 20) });
    const [row] = (await movedRows(item.id)).filter((r) => r.outcome === 'success');
    expect((row?.detail as { ruleBreaks?: unknown }).ruleBreaks).toEqual({
      reason: 'Stocktake night',
      people: [{ userId: person, name: expect.any(String), breaks: [{ rule: 'maxShift', actual: 720, limit: 600, words: 'shift 12 h, maximum 10 h' }] }],
    });
  });

  it('an invitee still pending holds nothing yet, so is not asked about', async () => {
    const item = await shiftOf(file.people[24]!, 'PENDING_RESPONSE', at(19, 8), at(19, 16));
    expect(await move(item, at(19, 8), at(19, 21))).toMatchObject({ ok: true, data: { status: 'saved' } });
  });
});
