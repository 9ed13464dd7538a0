import 'server-only';
import type { CopyRequest } from '@/lib/copy/copy-input';
import { dayRange, shiftDays } from '@/lib/copy/copy-plan';
import { AppError } from '@/lib/errors';
import { HOLDING } from '@/lib/contract/members';
import type { ScheduleItem } from '@/lib/schedule';
import { listScheduleItems } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { spanInWeek } from '@/lib/week-templates';
import { weekTemplateWithItems } from '@/lib/week-templates/server';

// What a copy copies from: the live source week or day (its items as the service lists them), or a
// week template laid on the target week (docs/decisions/week-templates.md). Everything after this —
// clashes, rule breaks, the preview, the durable rows, progress, Undo — is the same copy.

/** An item as the service lists it (a template's has no mute setting of its own), with its people and needs. */
export type CopySourceItem = Pick<ScheduleItem, 'id' | 'type' | 'name' | 'notes' | 'start' | 'end' | 'timeZoneName'> & {
  muteAssignmentNotifications: boolean | null;
  /** The people held on it (assigned or accepted). */
  people: { userId: string; name: string }[];
  /** "Needs N" when the source says it itself (a template); null: the source item's needs are read when it is made. */
  needs: number | null;
};

/** The source's items and how many days later they land (0 for a template: it is laid on the target already). */
export type CopySource = { items: CopySourceItem[]; days: number };


async function liveSource(services: AppServices, request: CopyRequest, timeZone: string): Promise<CopySource> {
  const range = dayRange(request.sourceDate, request.span, timeZone);
  const listed = await listScheduleItems(services, request.organizationId, { from: range.from, to: range.to - 1 });
  const items = listed.map((item) => ({
    ...item,
    people: item.members.filter((m) => m.type === 'USER' && m.userId && HOLDING.has(m.status)).map((m) => ({ userId: m.userId as string, name: m.displayName })),
    needs: null,
  }));
  return { items, days: shiftDays(request.sourceDate, request.targetDate) };
}

async function templateSource(services: AppServices, request: CopyRequest & { templateId: string }, timeZone: string): Promise<CopySource> {
  const template = await weekTemplateWithItems(services.db, request.organizationId, request.templateId);
  if (!template) throw new AppError('not_found', 'This week template is gone: someone may have removed it.', { fieldErrors: { templateId: ['This week template is gone'] } });
  const items = template.items.map(({ dayOffset, endDays, startTime, endTime, ...item }) => ({
    ...item,
    ...spanInWeek({ dayOffset, endDays, startTime, endTime }, request.targetDate, timeZone),
    timeZoneName: timeZone,
  }));
  return { items, days: 0 };
}

/** The items to copy (only the chosen ones when the request names some). */
export async function readCopySource(services: AppServices, request: CopyRequest, timeZone: string): Promise<CopySource> {
  const source = request.templateId ? await templateSource(services, { ...request, templateId: request.templateId }, timeZone) : await liveSource(services, request, timeZone);
  const chosen = request.itemIds ? new Set(request.itemIds) : null;
  return chosen ? { ...source, items: source.items.filter((item) => chosen.has(item.id)) } : source;
}
