import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarItemType } from '@/lib/contract/calendar-item';
import { requestCopyUndo } from '@/lib/copy/server/copy-commands';
import { resumeCopies } from '@/lib/copy/server/copy-resume';
import { copyDepsOf, copyRunsIdle, runCopySoon } from '@/lib/copy/server/copy-run';
import { previewCopy, startCopy } from '@/lib/copy/server/copy-start';
import { getCopy, rowsOfCopy } from '@/lib/copy/server/copy-store';
import { needsOfOrganization, saveNeeds } from '@/lib/schedule/server';
import { runAction, type AppServices } from '@/lib/server/access';
import { auditLog, copyRows } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import { removeWeekTemplate, removeWeekTemplateDefinition, saveWeekTemplate, saveWeekTemplateDefinition } from './week-template-actions';
import { weekTemplatesOf, weekTemplateWithItems } from './week-template-store';

// Week templates through the whole action pipeline (role, validation, scope, audit) and applied
// through the copy, against the emulator over HTTP and a real PGlite database. What counts is what
// the emulator holds afterwards: which items, at which times, with whom, needing how many.

const emu = emulatorForFile('demo');
const zone = 'Europe/Paris';
const file = schedulerAgainstEmulator(emu, { timeZone: zone });
const at = (wall: string) => Temporal.ZonedDateTime.from(`${wall}[${zone}]`).epochMilliseconds;
// Weeks far in the future, each test its own; the first applies across Europe/Paris's change to summer time (2031-03-30).
const SOURCE = '2031-03-17';
const TARGET = '2031-03-31';
let organizationId: string, otherOrganizationId: string, people: string[], opened: OpenedDatabase, scheduler: SessionUser, viewer: SessionUser, services: AppServices;

beforeAll(async () => {
  ({ organizationId, otherOrganizationId, opened, scheduler, viewer, services } = file);
  people = file.people.slice(0, 2);
  await upsertOrganizationEntry(opened.db, { organizationId: otherOrganizationId, timeZone: zone });
});

const day = (date: string, offset: number) => Temporal.PlainDate.from(date).add({ days: offset }).toString();
async function item(type: CalendarItemType, name: string, start: string, end: string, userId?: string) {
  return services.upstream.createCalendarItem({ organizationId, type, name, start: at(start), end: at(end), timeZoneName: zone, ...(userId ? { members: { type: 'USER' as const, userId } } : {}) });
}
const weekItems = (monday: string) => services.upstream.listCalendarItems(organizationId, { from: at(`${monday}T00:00`), to: at(`${day(monday, 7)}T00:00`) - 1 });
const trySave = (input: Record<string, unknown>, user = scheduler) =>
  runAction(saveWeekTemplateDefinition, saveWeekTemplate, { organizationId, weekDate: SOURCE, withPeople: true, ...input }, { user, services });
async function save(input: Record<string, unknown>) {
  const result = await trySave(input);
  if (!result.ok) throw new Error(`not saved: ${result.error.message}`);
  return result.data;
}
const remove = (templateId: string, user = scheduler) => runAction(removeWeekTemplateDefinition, removeWeekTemplate, { organizationId, templateId }, { user, services });
const refused = (kind: string, fieldErrors?: Record<string, unknown>) => ({ ok: false, error: { kind, ...(fieldErrors ? { fieldErrors } : {}) } });
const apply = (templateId: string, targetDate: string, withPeople = true) =>
  ({ organizationId, span: 'week' as const, sourceDate: targetDate, targetDate, withPeople, alreadyThere: 'skip' as const, templateId, copyKey: randomUUID() });
const who = { id: 'test-user', email: 'scheduler@test.local' };

let usualWeek: string;

describe('saving a week as a template', () => {
  it('keeps each item that starts in the week with its day, wall-clock times, needs and people; audited', async () => {
    const opening = await item('MULTI_ASSIGNEE_SHIFT', 'Opening', `${SOURCE}T07:00`, `${SOURCE}T15:00`, people[0]);
    await saveNeeds(opened.db, organizationId, opening.id, 3);
    await item('MULTI_ASSIGNEE_SHIFT', 'Night', `${day(SOURCE, 5)}T22:00`, `${day(SOURCE, 6)}T06:00`);
    await item('MEETING', 'From last week', `${day(SOURCE, -1)}T22:00`, `${SOURCE}T01:00`);

    const saved = await save({ name: 'Usual week' });
    usualWeek = saved.id;
    expect(saved).toMatchObject({ name: 'Usual week', withPeople: true, itemCount: 2 });
    const kept = await weekTemplateWithItems(opened.db, organizationId, saved.id);
    expect(kept?.items.map(({ id: _id, ...i }) => i)).toEqual([
      { dayOffset: 0, endDays: 0, startTime: '07:00', endTime: '15:00', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Opening', notes: null, muteAssignmentNotifications: false, needs: 3, people: [{ userId: people[0], name: expect.any(String) }] },
      { dayOffset: 5, endDays: 1, startTime: '22:00', endTime: '06:00', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Night', notes: null, muteAssignmentNotifications: false, needs: 1, people: [] },
    ]);
    const [entry] = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'week_template.saved'));
    expect(entry).toMatchObject({ targetId: saved.id, outcome: 'success' });
  });

  it('refuses a name already used (whatever its case) next to the name, and an empty week next to the items; writes nothing', async () => {
    expect(await trySave({ name: 'usual WEEK ' })).toMatchObject(refused('invalid_input', { name: ['Another week template has this name'] }));
    expect(await trySave({ name: 'Empty', weekDate: '2031-06-02' })).toMatchObject(refused('invalid_input', { itemIds: [expect.stringContaining('no items')] }));
    expect(await trySave({ name: '' })).toMatchObject(refused('invalid_input', { name: ['Enter a name'] }));
    expect((await weekTemplatesOf(opened.db, organizationId)).map((t) => t.name)).toEqual(['Usual week']);
  });

  it('is for schedulers, and saves chosen items only, without people when asked', async () => {
    expect(await trySave({ name: 'By a viewer' }, viewer)).toMatchObject(refused('forbidden'));
    const [opening] = (await weekItems(SOURCE)).filter((i) => i.name === 'Opening');
    const saved = await save({ name: 'Openings only', withPeople: false, itemIds: [opening!.id] });
    const kept = await weekTemplateWithItems(opened.db, organizationId, saved.id);
    expect(kept?.items.map((i) => [i.name, i.people])).toEqual([['Opening', []]]);
    expect(await weekTemplateWithItems(opened.db, otherOrganizationId, saved.id)).toBeNull();
  });
});

describe('applying a week template (a copy whose source is the template)', () => {
  it('previews, then makes its items at the same wall-clock times across DST with their needs and people; Undo removes exactly them', async () => {
    const before = await item('MEETING', 'Already there', `${TARGET}T12:00`, `${TARGET}T13:00`, people[0]);
    const preview = await previewCopy(services, apply(usualWeek, TARGET));
    expect(preview.refusal).toBeNull();
    expect(preview.items.map((i) => [i.name, i.targetStart, i.targetEnd])).toEqual([
      ['Opening', at(`${TARGET}T07:00`), at(`${TARGET}T15:00`)],
      ['Night', at(`${day(TARGET, 5)}T22:00`), at(`${day(TARGET, 6)}T06:00`)],
    ]);
    // people[0] already has a meeting at noon that day: the preview says so.
    expect(preview.items[0]!.doubleBookings).toHaveLength(1);

    const started = await startCopy(services, apply(usualWeek, TARGET), who);
    runCopySoon(services, started.copyId, { ...who, via: 'copy' });
    await copyRunsIdle(services);
    const made = (await weekItems(TARGET)).filter((i) => i.id !== before.id);
    expect(made.map((i) => [i.name, i.start, i.end])).toEqual([
      ['Opening', at(`${TARGET}T07:00`), at(`${TARGET}T15:00`)],
      ['Night', at(`${day(TARGET, 5)}T22:00`), at(`${day(TARGET, 6)}T06:00`)],
    ]);
    expect(made[0]!.members.map((m) => [m.userId, m.status])).toEqual([[people[0], 'ASSIGNED']]);
    const needs = await needsOfOrganization(opened.db, organizationId);
    expect(needs[made[0]!.id]).toBe(3);
    expect(needs[made[1]!.id]).toBeUndefined();
    expect((await getCopy(opened.db, started.copyId))?.weekTemplateId).toBe(usualWeek);

    await requestCopyUndo(opened.db, organizationId, started.copyId, who);
    runCopySoon(services, started.copyId, { ...who, via: 'undo' });
    await copyRunsIdle(services);
    expect((await weekItems(TARGET)).map((i) => i.id)).toEqual([before.id]);
  });

  it('a restart mid-apply makes nothing twice: the item a stopped worker made is found, not made again', async () => {
    const target = '2031-04-14';
    const started = await startCopy(services, apply(usualWeek, target, false), who);
    const [first] = await rowsOfCopy(opened.db, started.copyId);
    // The stopped run: claimed the row, made the item, never recorded it; its lease has run out.
    const madeBefore = await services.upstream.createCalendarItem({ organizationId, type: first!.type as CalendarItemType, name: first!.name!, start: first!.start, end: first!.end, timeZoneName: zone });
    await opened.db.update(copyRows).set({ state: 'creating', claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) }).where(eq(copyRows.id, first!.id));

    await resumeCopies(copyDepsOf(services));
    const rows = await rowsOfCopy(opened.db, started.copyId);
    expect(rows.map((r) => r.state)).toEqual(['done', 'done']);
    expect(rows[0]!.createdItemId).toBe(madeBefore.id);
    expect(await weekItems(target)).toHaveLength(2);
    expect((await needsOfOrganization(opened.db, organizationId))[madeBefore.id]).toBe(3);
  });

  it('a template removed, or of another organization, is not found; removing is for schedulers and audited', async () => {
    const other = await save({ name: 'To remove' });
    expect(await remove(other.id, viewer)).toMatchObject(refused('forbidden'));
    expect(await remove(other.id)).toEqual({ ok: true, data: { id: other.id } });
    await expect(previewCopy(services, apply(other.id, '2031-05-05'))).rejects.toMatchObject({ kind: 'not_found' });
    await expect(previewCopy(services, { ...apply(usualWeek, '2031-05-05'), organizationId: otherOrganizationId })).rejects.toMatchObject({ kind: 'not_found' });
    expect(await remove(other.id)).toMatchObject(refused('not_found'));
    expect((await weekTemplatesOf(opened.db, organizationId)).map((t) => t.name)).toEqual(['Openings only', 'Usual week']);
  });
});
