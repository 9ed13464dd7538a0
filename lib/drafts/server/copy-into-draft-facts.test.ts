import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { expect, it } from 'vitest';
import { insertPosition, itemPositionRow, saveItemPosition } from '@/lib/positions/server';
import { needsOfItem, saveNeeds } from '@/lib/schedule/server';
import { runAction } from '@/lib/server/access';
import { saveWeekTemplate, saveWeekTemplateDefinition } from '@/lib/week-templates/server/week-template-actions';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import * as d from './draft-actions';
import { readDraftsOf } from './draft-read';
import { publishRunsIdle } from './publish-run';

// What a copy into a draft gives the items it makes, once published, against the emulator and
// PGlite: the "needs N" and the position a week template's row says (or the live source item has),
// as a live copy does. With needs 2, both people of the row are assigned: the needs are written
// before the draft's assign lines count against them.

const emu = emulatorForFile('demo');
const s = schedulerAgainstEmulator(emu, { timeZone: 'UTC' });
const at = (day: Temporal.PlainDate, time: string) => Temporal.ZonedDateTime.from(`${day}T${time}[UTC]`).epochMilliseconds;
const as = () => ({ user: s.scheduler, services: s.services });
const ok = <T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
};

async function sourceItem(day: Temporal.PlainDate, name: string, needs: number, positionId: string) {
  const made = await s.services.upstream.createCalendarItem({ organizationId: s.organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name, start: at(day, '07:00'), end: at(day, '15:00'), timeZoneName: 'UTC' });
  for (const userId of s.people.slice(0, 2)) await s.services.upstream.addCalendarItemMember(made.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId, initialStatus: 'ASSIGNED' } });
  await saveNeeds(s.services.db, s.organizationId, made.id, needs);
  await saveItemPosition(s.services.db, s.organizationId, made.id, positionId);
  return made;
}

/** Copies `request` into a new draft of the week of `monday`, publishes it and returns the items made. */
async function intoDraftAndPublish(monday: Temporal.PlainDate, request: Record<string, unknown>) {
  const week = { from: at(monday, '00:00'), to: at(monday.add({ days: 7 }), '00:00') };
  const { organizationId } = s;
  const { draft } = ok(await runAction(d.openDraftDefinition, d.openDraftHandler, { organizationId, ...week }, as()));
  ok(await runAction(d.copyIntoDraftDefinition, d.copyIntoDraftHandler, { organizationId, draftId: draft.id, span: 'week', targetDate: monday.toString(), withPeople: true, alreadyThere: 'skip', ...request }, as()));
  const lines = (await readDraftsOf(s.services.db, organizationId, week)).draft!.lines;
  ok(await runAction(d.publishDraftDefinition, d.publishDraftHandler, { organizationId, draftId: draft.id }, as()));
  await publishRunsIdle(s.services);
  const made = await s.services.upstream.listCalendarItems(organizationId, { from: week.from, to: week.to - 1 });
  return { lines, made };
}

const readBack = async (item: { id: string; members: { userId?: string | null; status: string }[] }) => ({
  needs: await needsOfItem(s.services.db, s.organizationId, item.id),
  positionId: await itemPositionRow(s.services.db, s.organizationId, item.id),
  assigned: item.members.filter((m) => m.status === 'ASSIGNED').map((m) => m.userId).sort(),
});

it('a week template applied into a draft: its create lines carry the row’s needs and position, and publishing writes them', async () => {
  const frontDesk = randomUUID();
  await insertPosition(s.services.db, s.organizationId, { id: frontDesk, name: 'Front desk' });
  const saved = Temporal.PlainDate.from('2037-03-02');
  await sourceItem(saved, 'Opening', 2, frontDesk);
  const template = ok(await runAction(saveWeekTemplateDefinition, saveWeekTemplate, { organizationId: s.organizationId, name: 'Standard week', weekDate: saved.toString(), withPeople: true }, as()));

  const target = saved.add({ days: 14 });
  const { lines, made } = await intoDraftAndPublish(target, { sourceDate: target.toString(), templateId: template.id });
  expect(lines.filter((l) => l.kind === 'create').map((l) => l.payload)).toEqual([expect.objectContaining({ name: 'Opening', needs: 2, positionId: frontDesk })]);
  expect(made.map((i) => i.name)).toEqual(['Opening']);
  expect(await readBack(made[0]!)).toEqual({ needs: 2, positionId: frontDesk, assigned: s.people.slice(0, 2).sort() });
});

it('a live week copied into a draft: the made item gets the source item’s needs and position', async () => {
  const kitchen = randomUUID();
  await insertPosition(s.services.db, s.organizationId, { id: kitchen, name: 'Kitchen' });
  const source = Temporal.PlainDate.from('2037-05-04');
  await sourceItem(source, 'Prep', 3, kitchen);

  const { made } = await intoDraftAndPublish(source.add({ days: 7 }), { sourceDate: source.toString() });
  expect(made.map((i) => i.name)).toEqual(['Prep']);
  expect(await readBack(made[0]!)).toEqual({ needs: 3, positionId: kitchen, assigned: s.people.slice(0, 2).sort() });
});
