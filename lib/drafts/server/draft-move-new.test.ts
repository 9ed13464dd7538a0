import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAction } from '@/lib/server/access';
import { createScheduleItem } from '@/lib/schedule/server';
import { auditLog } from '@/lib/server/db/schema';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import * as d from './draft-actions';
import { readDraftsOf } from './draft-read';
import { publishRunsIdle } from './publish-run';

// Moving or resizing an item that is new in the draft (known by its local key, not in the product
// yet), as the app runs it (the action pipeline, PGlite, the emulator over HTTP): its create line
// takes the new times after the people its lines put on it are asked about as a live move asks;
// a bad input changes nothing; a publish creates the item where it was moved to, with no move after.
const emu = emulatorForFile('demo');
// At most ten hours a shift, in London; the other rules unset.
const t = schedulerAgainstEmulator(emu, { timeZone: 'Europe/London', workingTimeRules: { maxShiftMinutes: 600 } });
const PATCHES = 'PATCH /connect/calendar-items/:id';
const CREATES = 'POST /connect/calendar-items';

// A quiet month far ahead (UTC is London's winter time).
const at = (day: number, hour: number) => Date.UTC(2029, 0, day, hour);
const week = { from: at(8, 0), to: at(15, 0) };
const as = () => ({ user: t.scheduler, services: t.services });
const createLine = async (localKey: string) => (await readDraftsOf(t.opened.db, t.organizationId, week)).draft!.lines.find((l) => l.kind === 'create' && l.localKey === localKey)!;

describe('an item new in the draft, moved or resized', () => {
  let draftId: string;
  let earlyTill: string;
  const person = () => t.people.at(-4)!;
  const moveNew = (localKey: string, start: number, end: number, answer: object = {}) => runAction(d.draftMoveNewDefinition, d.draftMoveNewHandler, { organizationId: t.organizationId, draftId, localKey, start, end, ...answer }, as());

  it('takes the new times on its create line (no line added), asked about as a live move; audited with where from and to', async () => {
    const opened = await runAction(d.openDraftDefinition, d.openDraftHandler, { organizationId: t.organizationId, ...week }, as());
    if (!opened.ok) throw new Error(opened.error.message);
    draftId = opened.data.draft.id;
    const made = await runAction(d.draftCreateDefinition, d.draftCreateHandler, { organizationId: t.organizationId, draftId, localKey: 'k-late', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late desk', timeZoneName: 'Europe/London', start: at(9, 9), end: at(9, 17), assigneeUserId: person() }, as());
    expect(made).toMatchObject({ ok: true, data: { lines: [{ kind: 'create' }, { kind: 'assign', userId: person() }] } });

    const moved = await moveNew('k-late', at(10, 12), at(10, 20));
    expect(moved).toMatchObject({ ok: true, data: { lines: [{ kind: 'create', localKey: 'k-late', payload: { start: at(10, 12), end: at(10, 20), name: 'Late desk' } }] } });
    const read = (await readDraftsOf(t.opened.db, t.organizationId, week)).draft!;
    expect(read.lines.map((l) => l.kind)).toEqual(['create', 'assign']);
    expect(read.summary.words).toBe('2 changes: 1 new item, 1 assignment');
    const [audited] = await t.opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'draft.new_item_moved'), eq(auditLog.targetId, draftId)));
    expect(audited).toMatchObject({ outcome: 'success', detail: { localKey: 'k-late', from: { start: at(9, 9), end: at(9, 17) }, to: { start: at(10, 12), end: at(10, 20) } } });
  });

  it('refuses a bad input next to its field and changes nothing', async () => {
    const before = await createLine('k-late');
    const backwards = await moveNew('k-late', at(10, 12), at(10, 8));
    expect(backwards).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { end: ['End must be after start'] } } });
    const outside = await moveNew('k-late', at(20, 9), at(20, 17));
    expect(outside).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { start: ['Outside the draft’s range'] } } });
    const unknown = await moveNew('k-none', at(10, 9), at(10, 17));
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'not_found', fieldErrors: { itemId: ['Not in the draft'] } } });
    const notAKey = await runAction(d.draftMoveNewDefinition, d.draftMoveNewHandler, { organizationId: t.organizationId, draftId, localKey: 'x'.repeat(65), start: at(10, 9), end: at(10, 17) }, as());
    expect(notAKey).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { localKey: [expect.any(String)] } } });
    expect(await createLine('k-late')).toEqual(before);
  });

  it('asks about a double booking and a working-time rule of the people on it; a rule break needs a reason, kept in the line’s reasons', async () => {
    const busy = await createScheduleItem(t.app.services(), { organizationId: t.organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Early till', start: at(11, 8), end: at(11, 13), timeZoneName: 'Europe/London' });
    await emu.control('PATCH', `calendar-items/${busy.id}`, { members: [{ type: 'USER', userId: person(), status: 'ASSIGNED' }] });
    earlyTill = busy.id;
    const before = await createLine('k-late');

    const doubled = await moveNew('k-late', at(11, 12), at(11, 18));
    expect(doubled).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringMatching(/Early till/)] } } });
    const tooLong = await moveNew('k-late', at(12, 8), at(12, 20));
    expect(tooLong).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/: shift 12 h, maximum 10 h\.$/)] } } });
    const blank = await moveNew('k-late', at(12, 8), at(12, 20), { confirmConflicts: true, ruleBreakReason: '  ' });
    expect(blank).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { ruleBreakReason: ['Say why this goes ahead despite the working-time rules.'] } } });
    expect(await createLine('k-late')).toEqual(before);

    const yes = await moveNew('k-late', at(12, 8), at(12, 20), { confirmConflicts: true, ruleBreakReason: 'Stocktake needs her all day' });
    expect(yes).toMatchObject({ ok: true, data: { lines: [{ payload: { start: at(12, 8), end: at(12, 20) }, reasons: [expect.stringMatching(/shift 12 h, maximum 10 h/), 'Gone ahead: Stocktake needs her all day'] }] } });
    // Nobody on it yet: nothing to ask about.
    await runAction(d.draftCreateDefinition, d.draftCreateHandler, { organizationId: t.organizationId, draftId, localKey: 'k-open', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Open one', timeZoneName: 'Europe/London', start: at(13, 9), end: at(13, 12) }, as());
    expect(await moveNew('k-open', at(11, 6), at(11, 20))).toMatchObject({ ok: true });
  });

  it('is asked about over the schedule as the draft leaves it: another new item holding the person clashes; a live one the draft deletes does not', async () => {
    const other = await runAction(d.draftCreateDefinition, d.draftCreateHandler, { organizationId: t.organizationId, draftId, localKey: 'k-other', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Other new', timeZoneName: 'Europe/London', start: at(13, 10), end: at(13, 14), assigneeUserId: person() }, as());
    expect(other).toMatchObject({ ok: true });
    const clash = await moveNew('k-late', at(13, 12), at(13, 18));
    expect(clash).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringMatching(/Other new/)] } } });

    expect(await runAction(d.draftDeleteDefinition, d.draftDeleteHandler, { organizationId: t.organizationId, draftId, itemId: earlyTill }, as())).toMatchObject({ ok: true });
    // Deleted in the draft: its time is free once published. Moving within its own old times is no clash with itself either.
    expect(await moveNew('k-late', at(11, 12), at(11, 18))).toMatchObject({ ok: true });
    expect(await moveNew('k-late', at(11, 13), at(11, 18))).toMatchObject({ ok: true });
  });

  it('publishes the item at its moved times in one create, with its person, and no move after it', async () => {
    const [creates, patches] = [await emu.calls(CREATES), await emu.calls(PATCHES)];
    expect(await runAction(d.publishDraftDefinition, d.publishDraftHandler, { organizationId: t.organizationId, draftId }, as())).toMatchObject({ ok: true, data: { lines: 6 } });
    await publishRunsIdle(t.services);
    const listed = await t.app.services().upstream.listCalendarItems(t.organizationId, { from: week.from, to: week.to - 1 });
    const late = listed.filter((item) => item.name === 'Late desk');
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ start: at(11, 13), end: at(11, 18) });
    expect(late[0]!.members.map((m) => m.userId)).toEqual([person()]);
    expect(listed.find((item) => item.name === 'Open one')).toMatchObject({ start: at(11, 6), end: at(11, 20) });
    expect(await emu.calls(CREATES)).toBe(creates + 3);
    expect(await emu.calls(PATCHES)).toBe(patches);
    // Published: the draft no longer moves anything.
    expect(await moveNew('k-late', at(12, 9), at(12, 17))).toMatchObject({ ok: false, error: { kind: 'conflict' } });
  });
});
