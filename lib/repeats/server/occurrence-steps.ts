import 'server-only';
import type { CalendarItem, CalendarItemType, CreateCalendarItemBody } from '@/lib/contract/calendar-item';
import { AppError } from '@/lib/errors';
import { DEFAULT_NEEDS } from '@/lib/schedule';
import { requireConfirmedConflicts, saveNeeds, type ConflictAnswer } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { backoffMs } from '@/lib/server/durable/backoff';
import type { Held } from '@/lib/server/durable/durable-worker';
import { lookBeforeWrite, type Lookup } from '@/lib/server/durable/look-before-write';
import { describeFailure, type Problem } from '@/lib/server/durable/write-failure';
import { matchesCreated } from '@/lib/server/upstream/calendar/find-created-item';
import { auditBreaksGoneAhead, auditOccurrenceItem, auditOccurrenceProblem, auditPeopleHeldBack } from './repeat-audit';
import { CONFIRM_CONFLICTS_FIELD } from '@/lib/schedule';
import type { RuleBreakOverride } from '@/lib/working-time';
import * as store from './repeat-store';
import type { OccurrenceRow, Series } from './repeat-store';

// An occurrence's two steps (roll-repeats.ts): creating its item, then putting the series' people
// on it, each under its own claim, each result committed before the next call. The people go on
// only as any write would put them: a double booking or a working-time rule break holds them back
// (the item stays, open), with the reasons kept on the row and in the audit.

/** A refusal worth trying again later by itself (the service was busy or away): after a backoff. */
const RETRY = { baseMs: 30_000, maxMs: 30 * 60_000 };
const MAX_AUTOMATIC_ATTEMPTS = 5;

/** What the item is made as: the series' fields, or, for one an Undo of an end brings back, exactly what it was. */
const fieldsOf = (series: Series, row: OccurrenceRow) => row.restore ?? { name: series.title, notes: series.notes, people: series.people, needs: series.needs };

function bodyOf(series: Series, row: OccurrenceRow): CreateCalendarItemBody {
  const { name, notes } = fieldsOf(series, row);
  return {
    organizationId: row.organizationId,
    type: series.type as CalendarItemType,
    start: row.start,
    end: row.end,
    timeZoneName: series.timeZone,
    ...(name ? { name } : {}),
    ...(notes ? { notes } : {}),
  };
}

/** Looks at the occurrence's instant for the item it may already have made (one no other occurrence made). */
async function lookForOurs(services: AppServices, series: Series, row: OccurrenceRow): Promise<Lookup<string>> {
  let listed: CalendarItem[];
  try {
    listed = await services.upstream.listCalendarItems(row.organizationId, { from: row.start, to: row.start });
  } catch (error) {
    const problem = describeFailure(error);
    return { unclear: { ...problem, message: `Shiftdesk could not check whether the item was already made: ${problem.message}` } };
  }
  const others = await store.itemsOfOthersAt(services.db, row);
  const candidates = listed.filter((item) => matchesCreated(item, bodyOf(series, row)) && !others.has(item.id)).map((item) => item.id);
  if (candidates.length === 0) return { none: true };
  if (candidates.length === 1) return { found: candidates[0] as string };
  return { unclear: { message: `${candidates.length} items at this time match this occurrence: Shiftdesk cannot tell which one it made.`, kind: 'ambiguous', upstreamStatus: null } };
}

/** A write that failed: back to waiting after a backoff when the service may take it later, else failed or uncertain for a person. */
async function giveUp(services: AppServices, series: Series, held: Held<OccurrenceRow>, to: 'failed' | 'uncertain', problem: Problem, waiting: 'pending' | 'created', step: string) {
  // Assigning reads the item before it adds anyone, so it is always safe to do again.
  const retryable = to === 'failed' && (waiting === 'created' || problem.upstreamStatus === 429 || problem.upstreamStatus === 503 || problem.kind === 'unavailable' || problem.kind === 'rate_limited');
  const done = retryable && held.row.attempts < MAX_AUTOMATIC_ATTEMPTS ? await held.retryLater(waiting, problem, backoffMs(held.row.attempts, RETRY)) : await held.fail(to, problem);
  if (done) await auditOccurrenceProblem(services.db, series, done, step);
}

/** The creating step: look first when the item may exist, else create; "needs N" saved, then the item id committed. */
export async function createStep(services: AppServices, series: Series, held: Held<OccurrenceRow>): Promise<CalendarItem | 'found' | null> {
  const { row } = held;
  const outcome = await lookBeforeWrite({
    mayExist: row.mayExist,
    look: () => lookForOurs(services, series, row),
    write: () => services.upstream.createCalendarItem(bodyOf(series, row)),
    markMayExist: () => held.commit({ mayExist: true }),
  });
  if ('lost' in outcome) return null;
  if ('problem' in outcome) {
    await giveUp(services, series, held, outcome.to, outcome.problem, 'pending', 'create');
    return null;
  }
  const itemId = 'found' in outcome ? outcome.found : outcome.made.id;
  // Before the id is committed, so a stop in between saves it again (the same value) on the next
  // pass. A new item has no row, which is "needs 1": nothing to write then.
  const { needs, people } = fieldsOf(series, row);
  if (needs !== DEFAULT_NEEDS) await saveNeeds(services.db, row.organizationId, itemId, needs);
  // Without people there is nothing to assign: done at once (one claim fewer per occurrence).
  const created = await held.finish(people.length ? 'created' : 'done', { itemId, mayExist: false });
  if (!created) return null;
  await auditOccurrenceItem(services.db, series, created, { found: 'found' in outcome });
  return 'found' in outcome ? 'found' : outcome.made;
}

const isOn = (item: CalendarItem, userId: string) => item.members.some((m) => m.userId === userId && (m.status === 'ASSIGNED' || m.status === 'ACCEPTED'));

type Judged = { held: string[] } | { goneAhead: { asked: string[]; ruleBreaks: RuleBreakOverride | null } | null };

/** The check any staffing write makes, for one person: null when it lets them on, else what it asks. */
async function askedAbout(services: AppServices, item: CalendarItem, userId: string, answer: ConflictAnswer): Promise<{ asked: string[] } | { override: RuleBreakOverride | null }> {
  try {
    return { override: await requireConfirmedConflicts(services, item.organizationId ?? '', { id: item.id, type: item.type, status: item.status, start: item.start, end: item.end }, [userId], answer) };
  } catch (error) {
    if (error instanceof AppError && error.kind === 'conflict') return { asked: error.fieldErrors ? [...new Set(error.fieldErrors[CONFIRM_CONFLICTS_FIELD] ?? Object.values(error.fieldErrors).flat())] : [error.message] };
    throw error;
  }
}

/**
 * One person on one occurrence: on when nothing is asked; when something is, on only on a day the
 * manager went ahead with when saving the series (the check answered with that yes and reason: a
 * rule break not known then still holds them back), else held back with the reasons.
 */
async function judgePerson(services: AppServices, item: CalendarItem, userId: string, accepted: Series['acceptedBreaks']): Promise<Judged> {
  const plain = await askedAbout(services, item, userId, { confirmConflicts: false });
  if ('override' in plain) return { goneAhead: null };
  if (!accepted) return { held: plain.asked };
  const confirmed = await askedAbout(services, item, userId, { confirmConflicts: true, ruleBreakReason: accepted.reason ?? undefined });
  return 'asked' in confirmed ? { held: confirmed.asked } : { goneAhead: { asked: plain.asked, ruleBreaks: confirmed.override } };
}

/**
 * The assigning step: the series' people not yet on the item, one at a time. Whoever a double
 * booking or a rule break would concern is left off (the others still go on), the reasons kept on
 * the row and audited, so the shift shows open rather than silently breaking a rule; on a day the
 * manager confirmed with the series, they go on with the reason audited.
 */
export async function assignStep(services: AppServices, series: Series, held: Held<OccurrenceRow>, justMade: CalendarItem | undefined): Promise<void> {
  const { row } = held;
  const itemId = row.itemId as string;
  const wanted = fieldsOf(series, row).people;
  const missing = wanted.filter((userId) => !justMade || !isOn(justMade, userId));
  if (missing.length === 0) return void (await held.finish('done'));
  try {
    let item = justMade ?? (await services.upstream.getCalendarItem(itemId));
    if (item.deleted) return void (await held.finish('detached'));
    const accepted = series.acceptedBreaks?.keys.includes(row.occurrenceKey) ? series.acceptedBreaks : null;
    const judged = [];
    for (const userId of wanted.filter((p) => !isOn(item, p))) judged.push({ userId, ...(await judgePerson(services, { ...item, organizationId: row.organizationId }, userId, accepted)) });
    const leftOff = judged.flatMap((j) => ('held' in j ? [j] : []));
    const goAhead = judged.flatMap((j) => ('goneAhead' in j ? [j] : []));
    for (const { userId } of goAhead) {
      item = await services.upstream.addCalendarItemMember(itemId, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId, initialStatus: 'ASSIGNED' } });
    }
    const reasons = leftOff.flatMap((j) => j.held);
    const done = await held.finish('done', { ruleBreaks: reasons.length ? reasons : null });
    if (!done) return;
    if (leftOff.length) await auditPeopleHeldBack(services.db, series, done, reasons, leftOff.map((j) => j.userId));
    const confirmed = goAhead.flatMap((j) => (j.goneAhead ? [{ userId: j.userId, ...j.goneAhead }] : []));
    if (confirmed.length) await auditBreaksGoneAhead(services.db, series, done, confirmed);
  } catch (error) {
    await giveUp(services, series, held, 'failed', describeFailure(error), 'created', 'assign');
  }
}
