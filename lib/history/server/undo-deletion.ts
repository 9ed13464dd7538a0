import 'server-only';
import { calendarItemTypes, type CalendarItemType } from '@/lib/contract/calendar-item';
import { AppError } from '@/lib/errors';
import type { ActionContext } from '@/lib/server/access/types';
import { auditView, createScheduleItem, requireConfirmedConflicts, type ConflictAnswer } from '@/lib/schedule/server';
import type { ScheduleItem } from '@/lib/schedule';
import { assignMembers } from '@/lib/staffing/server';
import { defaultItemStatusFor } from '@/lib/staffing';
import type { RuleBreakOverride } from '@/lib/working-time';
import type { KnownChange } from '../change-kinds';
import { backAs } from '../undo-plan';

// Undoing a deletion makes the item again (the service cannot bring a deleted one back, so it has a
// new id) with the people who were on it, each back with the status they had. The double-booking
// question is asked for all of them before anything is written, so a refused Undo leaves no
// half-made item behind.

type Deleted = Extract<KnownChange, { kind: 'deleted' }>;
type Restore = NonNullable<Deleted['restore']>;

/** The item made again, and sentences for anyone who could not be put back on it (it exists by then, so they are said, not thrown). */
export async function remakeDeletedItem(ctx: ActionContext, organizationId: string, change: Deleted & { restore: Restore }, answer: ConflictAnswer): Promise<{ item: ScheduleItem; missing: string[]; ruleBreaks: RuleBreakOverride | null }> {
  const { restore } = change;
  const span = { id: '', type: restore.type, status: 'ASSIGNED', start: change.start, end: restore.end };
  const ruleBreaks = await requireConfirmedConflicts(ctx.services, organizationId, span, restore.people.map((p) => p.userId), answer);
  let item = await createScheduleItem(ctx.services, {
    organizationId,
    type: remakeableType(restore.type),
    start: change.start,
    end: restore.end,
    timeZoneName: change.timeZone,
    muteAssignmentNotifications: restore.muteAssignmentNotifications,
    ...(restore.name ? { name: restore.name } : {}),
    ...(restore.notes ? { notes: restore.notes } : {}),
  });
  ctx.audit({ target: { type: 'calendar_item', id: item.id } });
  const missing: string[] = [];
  for (const person of restore.people) {
    const status = backAs(person.status);
    const added = await assignMembers(ctx.services, {
      organizationId,
      itemId: item.id,
      assignees: [{ type: 'USER', userId: person.userId, initialStatus: status }],
      initialStatus: status,
      newCalendarItemStatus: defaultItemStatusFor(status),
      shouldReplaceMemberStatuses: false,
      // Asked above, for everyone at once (the same reason stands for a rule break).
      confirmConflicts: true,
      ruleBreakReason: answer.ruleBreakReason,
    });
    const refused = added.results.find((r) => !r.ok);
    if (refused && !refused.ok) missing.push(`${person.name} could not be put back on it: ${refused.error.message}`);
    else item = added.item;
  }
  ctx.audit({ after: auditView(item) });
  return { item, missing, ruleBreaks };
}

function remakeableType(type: string): CalendarItemType {
  if ((calendarItemTypes as readonly string[]).includes(type)) return type as CalendarItemType;
  throw new AppError('invalid_input', `An item of type ${type} cannot be made again here.`);
}
