import 'server-only';
import { AppError } from '@/lib/errors';
import { directoryOf } from '@/lib/people/server';
import { expandSeries, type SeriesTimes } from '@/lib/repeats/expand-series';
import { seriesBreaks, type JudgedOccurrence } from '@/lib/repeats/series-breaks';
import { CONFIRM_CONFLICTS_FIELD } from '@/lib/schedule';
import { listVisibleItems, type ConflictAnswer } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { organizationWorkingTime } from '@/lib/server/entry-points';
import { DAY_MS } from '@/lib/time/units';
import { RULE_BREAK_REASON_FIELD, RULE_BREAK_REASON_MISSING, RULE_BREAKS_FIELD, ruleReadRange, type RuleBreakOverride } from '@/lib/working-time';
import { horizonWeeksOfOrganization, type OccurrenceRow, type Series } from './repeat-store';

// The series' half of "a double booking or a rule break is confirmed" (lib/schedule/server/
// conflict-check.ts is the single write's): saving a series with people, or changing the times or
// people of one ("this and following", "all"), judges its occurrences inside the horizon for those
// people, asks once with every person, rule and day concerned, wants a reason for a rule break, and
// answers what was gone ahead with, for the series' audit entry and for the rolling pass (which puts
// the people on those days as confirmed). Refused, nothing has been written.

/** What the manager went ahead with: the days concerned, the sentences asked, and for breaks the reason and figures. */
export type SeriesOverride = { reason: string | null; keys: string[]; asked: string[]; ruleBreaks: RuleBreakOverride | null };

/** The series as it will be: its times, type and people. */
export type SeriesToJudge = { times: SeriesTimes; type: string; people: readonly string[] };

/** Its occurrences already made or changed by hand: made ones are judged at their new times under their item id; `skip` ones are not judged (left as they are). */
export type SeriesMade = { itemIds?: ReadonlyMap<string, string>; skip?: ReadonlySet<string> };

async function namesOf(services: AppServices, organizationId: string, userIds: readonly string[], fromItems: Map<string, string>): Promise<Map<string, string>> {
  if (userIds.every((id) => fromItems.has(id))) return fromItems;
  const members = await directoryOf(services).getOrganizationMembers(organizationId);
  for (const m of members) if (!fromItems.has(m.userId) && m.fullName) fromItems.set(m.userId, m.fullName);
  return fromItems;
}

/**
 * Throws a `conflict` listing every person, rule and day that the series' occurrences from now to
 * the organization's horizon would double-book or break, unless confirmed; `invalid_input` on the
 * reason's field when a rule break is confirmed without one. Null when nothing is concerned.
 */
export async function requireConfirmedSeries(services: AppServices, organizationId: string, series: SeriesToJudge, answer: ConflictAnswer, made: SeriesMade = {}, now = Date.now()): Promise<SeriesOverride | null> {
  if (series.people.length === 0) return null;
  const weeks = await horizonWeeksOfOrganization(services.db, organizationId);
  const days = expandSeries(series.times, { from: now, to: now + weeks * 7 * DAY_MS }, made.skip as Set<string> | undefined);
  if (days.length === 0) return null;
  const { timeZone, rules } = await organizationWorkingTime(services.db, organizationId);
  const occurrences: JudgedOccurrence[] = days.map((day) => ({ ...day, id: made.itemIds?.get(day.key) ?? `occurrence:${day.key}` }));
  const span = { start: occurrences[0]!.start, end: occurrences.at(-1)!.end };
  const items = await listVisibleItems(services, organizationId, ruleReadRange(span, timeZone));
  const fromItems = new Map(items.flatMap((item) => item.members.flatMap((m) => (m.userId && m.displayName ? [[m.userId, m.displayName] as const] : []))));
  const names = await namesOf(services, organizationId, series.people, fromItems);
  const people = series.people.map((userId) => ({ userId, name: names.get(userId) ?? `User ${userId}` }));
  const found = seriesBreaks({ occurrences, people, items, rules, timeZone, type: series.type });
  const asked = [...found.doubles, ...found.ruleBreaks].map((line) => line.sentence);
  if (asked.length === 0) return null;
  const ruleSentences = found.ruleBreaks.map((line) => line.sentence);
  const question = () =>
    new AppError('conflict', `${asked.join(' ')} Confirm to go ahead.`, { fieldErrors: { [CONFIRM_CONFLICTS_FIELD]: asked, ...(ruleSentences.length ? { [RULE_BREAKS_FIELD]: ruleSentences } : {}) } });
  if (!answer.confirmConflicts) throw question();
  const keys = [...new Set([...found.doubles, ...found.ruleBreaks].flatMap((line) => line.keys))].sort();
  if (found.ruleBreaks.length === 0) return { reason: null, keys, asked, ruleBreaks: null };
  // A yes given before the rules were known: ask them now.
  if (answer.ruleBreakReason === undefined) throw question();
  const reason = answer.ruleBreakReason.trim();
  if (!reason) throw new AppError('invalid_input', RULE_BREAK_REASON_MISSING, { fieldErrors: { [RULE_BREAK_REASON_FIELD]: [RULE_BREAK_REASON_MISSING] } });
  const byPerson = new Map<string, RuleBreakOverride['people'][number]>();
  for (const line of found.ruleBreaks) {
    const entry = byPerson.get(line.userId) ?? { userId: line.userId, name: line.name, breaks: [] };
    entry.breaks.push(...line.breaks);
    byPerson.set(line.userId, entry);
  }
  return { reason, keys, asked, ruleBreaks: { reason, people: [...byPerson.values()] } };
}

/** The future rows of a series as the check reads them: made and untouched ones under their item id, the ones changed by hand or removed left out. */
export function madeOf(rows: readonly OccurrenceRow[]): SeriesMade {
  return {
    itemIds: new Map(rows.flatMap((row) => (row.itemId && (row.state === 'created' || row.state === 'done') ? [[row.occurrenceKey, row.itemId] as const] : []))),
    skip: new Set(rows.filter((row) => row.state === 'detached' || row.state === 'removed').map((row) => row.occurrenceKey)),
  };
}

/** Whom a change of a series asks about: everyone when its times or rule change, else only the people it adds. */
export function peopleToJudge(before: Pick<Series, 'startTime' | 'durationMinutes' | 'rule' | 'people'>, after: { startTime: string; durationMinutes: number; rule: unknown; people: readonly string[] }): string[] {
  const retimed = before.startTime !== after.startTime || before.durationMinutes !== after.durationMinutes || JSON.stringify(before.rule) !== JSON.stringify(after.rule);
  return retimed ? [...after.people] : after.people.filter((userId) => !before.people.includes(userId));
}

/** The series' accepted days after a change: the ones gone ahead with before, and now. */
export function acceptedAfter(before: Series['acceptedBreaks'] | undefined, override: SeriesOverride | null): Series['acceptedBreaks'] {
  if (!override) return before ?? null;
  return { reason: override.reason ?? before?.reason ?? null, keys: [...new Set([...(before?.keys ?? []), ...override.keys])].sort() };
}

/** The series' audit detail of what was gone ahead with. */
export const overrideDetail = (override: SeriesOverride | null) => (override ? { confirmed: { days: override.keys, asked: override.asked }, ...(override.ruleBreaks ? { ruleBreaks: override.ruleBreaks } : {}) } : {});
