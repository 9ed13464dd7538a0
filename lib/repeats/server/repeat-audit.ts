import 'server-only';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { Db } from '@/lib/server/db/types';
import type { RuleBreakOverride } from '@/lib/working-time';
import { getSeries, type OccurrenceRow, type Series } from './repeat-store';

// The audit entries of the rolling pass: each item it made (or found made), each occurrence whose
// people were held back by a rule, each that failed or became uncertain. The pass acts for the
// series' author.

const actorOf = (series: Series) => ({ id: series.createdById ?? null, email: series.createdByEmail ?? null });
const detailOf = (row: OccurrenceRow) => ({ seriesId: row.seriesId, occurrenceId: row.id, occurrenceKey: row.occurrenceKey, organizationId: row.organizationId, via: 'repeat' });

export async function auditOccurrenceItem(db: Db, series: Series, row: OccurrenceRow, extra: Record<string, unknown> = {}) {
  const itemId = row.itemId as string;
  await recordAudit(
    {
      action: 'calendar_item.created',
      outcome: 'success',
      actor: actorOf(series),
      target: { type: 'calendar_item', id: itemId },
      after: { id: itemId, type: series.type, name: series.title, start: new Date(row.start).toISOString(), end: new Date(row.end).toISOString(), timeZoneName: series.timeZone, needs: series.needs },
      detail: { ...detailOf(row), ...extra },
    },
    db,
  );
}

/** `people`: the ones left off (the series' others went on). */
export async function auditPeopleHeldBack(db: Db, series: Series, row: OccurrenceRow, breaks: string[], people: readonly string[] = series.people) {
  await recordAudit(
    { action: 'repeat.people_held_back', outcome: 'failure', actor: actorOf(series), target: { type: 'calendar_item', id: row.itemId as string }, detail: { ...detailOf(row), people, breaks } },
    db,
  );
}

/**
 * A day the manager confirmed with the series: people went on despite a double booking or a rule,
 * each with what the check asked and, for a rule break, the reason given then, the rules and the figures.
 */
export async function auditBreaksGoneAhead(db: Db, series: Series, row: OccurrenceRow, people: { userId: string; asked: string[]; ruleBreaks: RuleBreakOverride | null }[]) {
  await recordAudit(
    { action: 'repeat.rule_break_gone_ahead', outcome: 'success', actor: actorOf(series), target: { type: 'calendar_item', id: row.itemId as string }, detail: { ...detailOf(row), people } },
    db,
  );
}

export async function auditOccurrenceProblem(db: Db, series: Series, row: OccurrenceRow, step: string) {
  await recordAudit(
    {
      action: row.state === 'uncertain' ? 'repeat.occurrence_uncertain' : 'repeat.occurrence_failed',
      outcome: 'failure',
      actor: actorOf(series),
      target: { type: 'repeat_series', id: row.seriesId },
      upstreamStatus: row.lastUpstreamStatus,
      detail: { ...detailOf(row), step, error: row.lastError },
    },
    db,
  );
}

/** What a series' change did to one occurrence's item, for whoever asked for the change (its key links to the action's entry). */
export async function auditChangedItem(db: Db, row: OccurrenceRow, action: 'calendar_item.deleted' | 'calendar_item.updated', values: { before?: Record<string, unknown>; after?: Record<string, unknown> }) {
  const series = await getSeries(db, row.seriesId);
  await recordAudit(
    { action, outcome: 'success', actor: series ? actorOf(series) : { id: null, email: null }, target: { type: 'calendar_item', id: row.itemId as string }, ...values, detail: { ...detailOf(row), changeKey: row.changeKey } },
    db,
  );
}

export async function auditChangeProblem(db: Db, row: OccurrenceRow) {
  const series = await getSeries(db, row.seriesId);
  await recordAudit(
    {
      action: row.changeState === 'uncertain' ? 'repeat.change_uncertain' : 'repeat.change_failed',
      outcome: 'failure',
      actor: series ? actorOf(series) : { id: null, email: null },
      target: { type: 'repeat_series', id: row.seriesId },
      upstreamStatus: row.lastUpstreamStatus,
      detail: { ...detailOf(row), changeKey: row.changeKey, error: row.lastError },
    },
    db,
  );
}
