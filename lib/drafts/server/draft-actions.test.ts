import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAction, type AppServices } from '@/lib/server/access';
import { insertPosition, saveItemPosition } from '@/lib/positions/server/positions-store';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import type { SessionUser } from '@/lib/server/identity/types';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import type { StoredProposal } from './accept-auto-fill';
import * as d from './draft-actions';
import { readDraftsOf } from './draft-read';
import { publishRunsIdle } from './publish-run';

// The draft actions through the pipeline (role, input, scope, audit) against the emulator and
// PGlite: refusals next to the field that change nothing, the live actions' own checks on hand
// lines, auto-fill lines with their reasons, and a publish read back through the read model.

const emu = emulatorForFile('demo');
const file = schedulerAgainstEmulator(emu, {});
const zone = 'UTC';
const monday = Temporal.PlainDate.from('2036-03-03');
const at = (day: number, time: string) => Temporal.ZonedDateTime.from(`${monday.add({ days: day })}T${time}[${zone}]`).epochMilliseconds;

let organizationId: string, people: string[], opened: OpenedDatabase, scheduler: SessionUser, viewer: SessionUser, services: AppServices;
beforeAll(() => void ({ organizationId, people, opened, scheduler, viewer, services } = file));

const as = (user: SessionUser) => ({ user, services });
const week = { from: at(0, '00:00'), to: at(7, '00:00') };
const shift = (name: string, day: number, userIds: string[] = []) =>
  file.app
    .services()
    .upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name, start: at(day, '09:00'), end: at(day, '17:00'), timeZoneName: zone })
    .then(async (item) => {
      for (const userId of userIds) await file.app.services().upstream.addCalendarItemMember(item.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId, initialStatus: 'ASSIGNED' } });
      return item;
    });
const linesNow = async () => (await readDraftsOf(opened.db, organizationId, week)).draft?.lines ?? [];

describe('the draft actions', () => {
  let draftId: string;

  it('opens one draft per organization and range; a bad range is refused next to the field; a viewer is refused', async () => {
    const bad = await runAction(d.openDraftDefinition, d.openDraftHandler, { organizationId, from: week.to, to: week.from }, as(scheduler));
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { to: ['The end must be after the start'] } } });
    expect(await runAction(d.openDraftDefinition, d.openDraftHandler, { organizationId, ...week }, as(viewer))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });

    const first = await runAction(d.openDraftDefinition, d.openDraftHandler, { organizationId, ...week }, as(scheduler));
    if (!first.ok) throw new Error(first.error.message);
    draftId = first.data.draft.id;
    expect(first.data).toMatchObject({ opened: true, summary: { changes: 0 } });
    // An overlapping range answers the same draft.
    const again = await runAction(d.openDraftDefinition, d.openDraftHandler, { organizationId, from: at(3, '00:00'), to: at(10, '00:00') }, as(scheduler));
    expect(again).toMatchObject({ ok: true, data: { opened: false, draft: { id: draftId } } });
    const audited = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'draft.opened'));
    expect(audited.filter((a) => a.outcome === 'success').map((a) => a.targetId)).toEqual([draftId, draftId]);
  });

  it('checks a hand assignment as a live one: a double booking is asked about, someone already on it is refused; nothing is kept until confirmed', async () => {
    const busy = await shift('Morning', 1, [people[0]!]);
    const open = await shift('Also morning', 1);
    const assign = (extra: Record<string, unknown>) => runAction(d.draftAssignDefinition, d.draftAssignHandler, { organizationId, draftId, itemId: open.id, userId: people[0]!, ...extra }, as(scheduler));

    expect(await assign({})).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringMatching(/Morning/)] } } });
    const onIt = await runAction(d.draftAssignDefinition, d.draftAssignHandler, { organizationId, draftId, itemId: busy.id, userId: people[0]! }, as(scheduler));
    expect(onIt).toMatchObject({ ok: false, error: { fieldErrors: { userId: ['Already on the item'] } } });
    expect(await linesNow()).toEqual([]);

    expect(await assign({ confirmConflicts: true })).toMatchObject({ ok: true, data: { lines: [{ kind: 'assign', itemId: open.id, userId: people[0]!, source: 'hand', state: 'drafted' }] } });
    expect(await linesNow()).toHaveLength(1);
  });

  it('asks about a position the person may not work, as a live assignment asks; a yes keeps the line', async () => {
    const nurse = { id: crypto.randomUUID(), name: 'Nurse' };
    await insertPosition(opened.db, organizationId, nurse);
    const ward = await shift('Ward', 5);
    await saveItemPosition(opened.db, organizationId, ward.id, nurse.id);
    const assign = (extra: Record<string, unknown>) => runAction(d.draftAssignDefinition, d.draftAssignHandler, { organizationId, draftId, itemId: ward.id, userId: people.at(-1)!, ...extra }, as(scheduler));
    const before = (await linesNow()).length;

    expect(await assign({})).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { confirmConflicts: [expect.stringMatching(/^.+ is not a Nurse\.$/)] } } });
    expect(await linesNow()).toHaveLength(before);
    const yes = await assign({ confirmConflicts: true });
    if (!yes.ok) throw new Error(yes.error.message);
    expect(yes.data.lines).toMatchObject([{ kind: 'assign', itemId: ward.id }]);
    // Out again: the steps below count the draft's lines.
    expect(await runAction(d.removeDraftLineDefinition, d.removeDraftLineHandler, { organizationId, draftId, lineId: yes.data.lines[0]!.id }, as(scheduler))).toMatchObject({ ok: true });
  });

  it('refuses a new item outside the draft’s range next to its start', async () => {
    const outside = await runAction(d.draftCreateDefinition, d.draftCreateHandler, { organizationId, draftId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Later', timeZoneName: zone, start: at(9, '09:00'), end: at(9, '12:00') }, as(scheduler));
    expect(outside).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { start: ['Outside the draft’s range'] } } });
    const inside = await runAction(d.draftCreateDefinition, d.draftCreateHandler, { organizationId, draftId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late', timeZoneName: zone, start: at(4, '16:00'), end: at(4, '22:00'), assigneeUserId: people[1]! }, as(scheduler));
    expect(inside).toMatchObject({ ok: true, data: { lines: [{ kind: 'create' }, { kind: 'assign', userId: people[1]! }] } });
  });

  it('accepts chosen auto-fill lines with their reasons; a line not in the proposal is refused', async () => {
    const item = await shift('Auto', 2);
    const proposal: StoredProposal = { id: 'p-1', organizationId, assignments: [{ itemId: item.id, userId: people[2]!, reasons: ['free, 8 h of 32 h target'] }] };
    const handler = d.acceptAutoFillHandler(async (_db, id) => (id === proposal.id ? proposal : null));
    const accept = (accepted: { itemId: string; userId: string }[], proposalId = 'p-1') => runAction(d.acceptAutoFillDefinition, handler, { organizationId, draftId, proposalId, accepted }, as(scheduler));

    expect(await accept([{ itemId: item.id, userId: people[3]! }])).toMatchObject({ ok: false, error: { fieldErrors: { accepted: ['1 not in the proposal'] } } });
    expect(await accept([{ itemId: item.id, userId: people[2]! }], 'gone')).toMatchObject({ ok: false, error: { fieldErrors: { proposalId: ['Not found: run auto-fill again'] } } });
    expect(await accept([{ itemId: item.id, userId: people[2]! }])).toMatchObject({ ok: true, data: { lines: [{ source: 'auto-fill', reasons: ['free, 8 h of 32 h target'], userId: people[2]! }] } });
  });

  it('publishes: the read model shows the progress and the summary; the draft cannot change any more; Undo is audited', async () => {
    const before = await readDraftsOf(opened.db, organizationId, week);
    expect(before.draft?.summary.words).toBe('4 changes: 1 new item, 3 assignments');
    const published = await runAction(d.publishDraftDefinition, d.publishDraftHandler, { organizationId, draftId }, as(scheduler));
    expect(published).toMatchObject({ ok: true, data: { lines: 4 } });
    await publishRunsIdle(services);
    // A published draft is not "the open draft" any more; the range is published.
    const after = await readDraftsOf(opened.db, organizationId, week);
    expect(after).toEqual({ draft: null, publishedUntil: week.to });
    const late = await runAction(d.removeDraftLineDefinition, d.removeDraftLineHandler, { organizationId, draftId, lineId: before.draft!.lines[0]!.id }, as(scheduler));
    expect(late).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(await runAction(d.undoPublishDefinition, d.undoPublishHandler, { organizationId, draftId }, as(scheduler))).toMatchObject({ ok: true, data: { undoState: 'undoing' } });
    await publishRunsIdle(services);
    const undone = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'member.removed'));
    expect(undone.map((a) => (a.detail as { draftId: string }).draftId)).toEqual([draftId, draftId, draftId]);
  });
});
