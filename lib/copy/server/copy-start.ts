import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CopyRequest, startCopyInputSchema } from '@/lib/copy/copy-input';
import { copyClashes } from '@/lib/copy/copy-clashes';
import { copyRuleBreaks } from '@/lib/copy/copy-rule-breaks';
import { allAlreadyThere, copyRefusal, dayRange, itemsToMake } from '@/lib/copy/copy-plan';
import { laterByDays } from '@/lib/time/whole-days';
import { SERVER_WORDS_CYCLE } from '@/lib/time/hour-cycle';
import type { CopyPreview, CopyPreviewItem } from '@/lib/copy/copy-views';
import { AppError } from '@/lib/errors';
import type { ScheduleItem } from '@/lib/schedule';
import { listScheduleItems } from '@/lib/schedule/server';
import { readCopySource, type CopySourceItem } from './copy-source';
import type { AppServices } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { getEntryPoints } from '@/lib/server/entry-points';
import { hasAnyRule, NO_WORKING_TIME_RULES, ruleReadRange, type WorkingTimeRules } from '@/lib/working-time';
import { insertCopy } from './copy-store';
import { requireCopyBreakReason, type CopyBreakOverride } from './copy-break-reason';

// Preview and start of a copy. The preview reads the source and the target and says what would be
// created, what already exists there, and why it would be refused; the start does the same
// reads again (the browser's preview may be old), refuses before writing anything, then commits
// the copy and one row per item to make in one transaction: only then may anything be created.
// Items already at the target are skipped unless the person chose to copy them too.

const sameSlot = (a: { type: string; name: string | null; start: number }, b: { type: string; name: string | null; start: number }) =>
  a.type === b.type && (a.name ?? '').trim() === (b.name ?? '').trim() && a.start === b.start;

async function workingTimeOf(db: Db, organizationId: string): Promise<{ timeZone: string; rules: WorkingTimeRules }> {
  const entry = (await getEntryPoints(db)).organizations.find((o) => o.id === organizationId);
  return { timeZone: entry?.timeZone ?? 'UTC', rules: entry?.workingTimeRules ?? NO_WORKING_TIME_RULES };
}

/** The preview, with the source items as read (their notes and zone go into the rows). */
export async function planCopy(services: AppServices, request: CopyRequest, now: number): Promise<{ preview: CopyPreview; source: Map<string, CopySourceItem> }> {
  const { timeZone, rules } = await workingTimeOf(services.db, request.organizationId);
  const source = dayRange(request.sourceDate, request.span, timeZone);
  const target = dayRange(request.targetDate, request.span, timeZone);
  const { items: sourceItems, days } = await readCopySource(services, request, timeZone);
  const fromTemplate = request.templateId !== undefined;
  const refusal = copyRefusal({ ...request, timeZone, itemCount: sourceItems.length, now, pastLimitDays: services.env.COPY_PAST_LIMIT_DAYS, fromTemplate });
  // A refused overlap reads no target: it is the source. With people and rules set, the target is
  // read with the days around it that the rules look at (rest, days in a row, whole weeks).
  const judged = request.withPeople && hasAnyRule(rules);
  const readTarget = judged ? ruleReadRange({ start: target.from, end: target.to }, timeZone) : { from: target.from, to: target.to };
  const aroundTarget: ScheduleItem[] = refusal?.field === 'targetDate' ? [] : await listScheduleItems(services, request.organizationId, { from: readTarget.from, to: readTarget.to - 1 });
  const atTarget = aroundTarget.filter((item) => item.end > target.from && item.start < target.to);
  const items = sourceItems.map((item): CopyPreviewItem => {
    const landing = { type: item.type, name: item.name, start: laterByDays(item.start, days, timeZone), end: laterByDays(item.end, days, timeZone) };
    const people = item.people;
    return {
      sourceItemId: item.id,
      type: item.type,
      name: item.name,
      start: item.start,
      end: item.end,
      targetStart: landing.start,
      targetEnd: landing.end,
      people,
      existingAtTarget: atTarget.filter((existing) => sameSlot(existing, landing)).map((existing) => existing.id),
      doubleBookings: request.withPeople ? copyClashes(landing, people, atTarget, timeZone, SERVER_WORDS_CYCLE) : [],
      ruleBreaks: [],
    };
  });
  const breaks = judged ? copyRuleBreaks(items, aroundTarget, rules, timeZone) : new Map<string, string[]>();
  for (const item of items) item.ruleBreaks = breaks.get(item.sourceItemId) ?? [];
  return { preview: { timeZone, source, target, items, refusal }, source: new Map(sourceItems.map((item) => [item.id, item])) };
}

export async function previewCopy(services: AppServices, request: CopyRequest, now = Date.now()): Promise<CopyPreview> {
  return (await planCopy(services, request, now)).preview;
}

export type StartedCopy = { copyId: string; started: boolean; total: number; skipped: number; ruleBreaks: CopyBreakOverride | null };

/** Refuses with a reason, or commits the copy and its rows (nothing is created yet). */
export async function startCopy(services: AppServices, input: z.output<typeof startCopyInputSchema>, who: { id: string; email: string }): Promise<StartedCopy> {
  const { preview, source } = await planCopy(services, input, Date.now());
  if (preview.refusal) throw new AppError('invalid_input', preview.refusal.message, { fieldErrors: { [preview.refusal.field]: [preview.refusal.message] } });
  // What is already there is decided on this read, not the browser's preview: it may be old.
  const nothingNew = allAlreadyThere(preview.items, input.alreadyThere);
  if (nothingNew) throw new AppError('invalid_input', nothingNew, { fieldErrors: { alreadyThere: [nothingNew] } });
  const made = itemsToMake(preview.items, input.alreadyThere);
  const ruleBreaks = requireCopyBreakReason(made, input.ruleBreakReason);
  const { copyKey, organizationId, span, sourceDate, targetDate, withPeople } = input;
  const { id, inserted } = await insertCopy(
    services.db,
    { id: randomUUID(), copyKey, organizationId, timeZone: preview.timeZone, span, sourceDate, targetDate, withPeople, weekTemplateId: input.templateId ?? null, createdById: who.id, createdByEmail: who.email },
    made.map((item, position) => {
      const original = source.get(item.sourceItemId);
      return {
        id: randomUUID(),
        position,
        sourceItemId: item.sourceItemId,
        type: item.type,
        name: item.name,
        notes: original?.notes ?? null,
        start: item.targetStart,
        end: item.targetEnd,
        timeZoneName: original?.timeZoneName ?? preview.timeZone,
        muteAssignmentNotifications: original?.muteAssignmentNotifications ?? null,
        needs: original?.needs ?? null,
        positionId: original?.positionId ?? null,
        people: withPeople ? item.people.map((p) => p.userId) : [],
        existingAtTarget: item.existingAtTarget,
      };
    }),
  );
  return { copyId: id, started: inserted, total: made.length, skipped: preview.items.length - made.length, ruleBreaks };
}
