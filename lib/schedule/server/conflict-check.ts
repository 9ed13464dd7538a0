import 'server-only';
import { AppError } from '@/lib/errors';
import { conflictsOf, isCommitment } from '@/lib/schedule/conflict-rule';
import { CONFIRM_CONFLICTS_FIELD, conflictSentence } from '@/lib/schedule/conflict-words';
import { countsAsWork, workedShiftsByUser } from '@/lib/schedule/worked-shifts';
import type { AppServices } from '@/lib/server/access';
import { organizationWorkingTime } from '@/lib/server/entry-points';
import { RULE_BREAK_REASON_FIELD, RULE_BREAK_REASON_MISSING, RULE_BREAKS_FIELD, ruleBreakSentence, ruleBreaksOf, ruleReadRange, type RuleBreakOverride, type WorkingTimeRules } from '@/lib/working-time';
import { listVisibleItems } from './calendar-service';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { SERVER_WORDS_CYCLE } from '@/lib/time/hour-cycle';

// The server's half of "a double booking or a working-time rule break is confirmed": the browser
// asks first, but a browser can skip that, so every write that puts a person on an item checks
// again with the same rules (lib/schedule/conflict-rule.ts, lib/working-time) and refuses unless
// the input says the manager confirmed; going ahead with a rule break also needs a reason, which
// the handler writes into its audit entry with the rules and the figures.

type Span = { id: string; type: string; status: string; start: number; end: number };

/** How the items read are judged: as read, or as something laid over them would leave them (a draft's lines). */
export type ItemsView = (items: ScheduleItem[]) => ScheduleItem[];
const asRead: ItemsView = (items) => items;

/** What the manager answered: yes to the double bookings and rule breaks, and why for the breaks. */
export type ConflictAnswer = { confirmConflicts: boolean; ruleBreakReason?: string | undefined };

const hasRules = (rules: WorkingTimeRules) => Object.values(rules).some((rule) => rule !== null);

/**
 * Throws a `conflict` naming every double booking and working-time rule break that putting
 * `userIds` on `item` (at the times given) would make, unless confirmed; throws `invalid_input` on
 * the reason's field when a rule break is confirmed without one. Returns the rule breaks gone
 * ahead with, for the audit entry (null when none). Reads the organization's items around the item.
 * `alsoAsk`: other sentences for the same question (a person lacking the item's position), asked
 * with the double bookings and answered by the same yes. `view`: how the items read are seen (a
 * draft's view of them).
 */
export async function requireConfirmedConflicts(services: AppServices, organizationId: string, item: Span, userIds: readonly string[], answer: ConflictAnswer, alsoAsk: readonly string[] = [], view: ItemsView = asRead): Promise<RuleBreakOverride | null> {
  if (userIds.length === 0) return null;
  const { timeZone, rules } = await organizationWorkingTime(services.db, organizationId);
  const judgeRules = hasRules(rules) && countsAsWork(item);
  if (answer.confirmConflicts && !judgeRules) return null;
  const items = view(await listVisibleItems(services, organizationId, judgeRules ? ruleReadRange(item, timeZone) : { from: item.start, to: item.end }));
  const worked = judgeRules ? workedShiftsByUser(items) : new Map();
  const people = userIds.map((userId) => {
    const theirs = items.flatMap((other) => other.members.filter((m) => m.userId === userId).map((m) => ({ item: other, status: m.status, name: m.displayName })));
    const name = theirs[0]?.name ?? `User ${userId}`;
    const breaks = judgeRules ? ruleBreaksOf(rules, worked.get(userId) ?? [], { id: item.id, start: item.start, end: item.end }, timeZone) : [];
    return { userId, name, conflicts: conflictsOf(item, theirs), breaks };
  });
  const doubles = people.flatMap((p) => (p.conflicts.length ? [conflictSentence(p.name, p.conflicts, timeZone, SERVER_WORDS_CYCLE)] : []));
  const others = answer.confirmConflicts ? [] : alsoAsk;
  const breakers = people.filter((p) => p.breaks.length > 0);
  const ruleSentences = breakers.map((p) => ruleBreakSentence(p.name, p.breaks));
  if (!answer.confirmConflicts && doubles.length + ruleSentences.length + others.length > 0) {
    const what = [doubles.length ? `Double booking: ${doubles.join(' ')}` : '', ruleSentences.length ? `Working-time rules: ${ruleSentences.join(' ')}` : '', others.join(' ')].filter(Boolean).join(' ');
    throw new AppError('conflict', `${what} Confirm to go ahead.`, { fieldErrors: { [CONFIRM_CONFLICTS_FIELD]: [...doubles, ...ruleSentences, ...others], ...(ruleSentences.length ? { [RULE_BREAKS_FIELD]: ruleSentences } : {}) } });
  }
  if (breakers.length === 0) return null;
  // A yes given before the rules were known (a roster drop asked only about what it shows): ask them now.
  if (answer.ruleBreakReason === undefined) throw new AppError('conflict', `Working-time rules: ${ruleSentences.join(' ')} Confirm to go ahead.`, { fieldErrors: { [CONFIRM_CONFLICTS_FIELD]: ruleSentences, [RULE_BREAKS_FIELD]: ruleSentences } });
  const reason = answer.ruleBreakReason.trim();
  if (!reason) throw new AppError('invalid_input', RULE_BREAK_REASON_MISSING, { fieldErrors: { [RULE_BREAK_REASON_FIELD]: [RULE_BREAK_REASON_MISSING] } });
  return { reason, people: breakers.map(({ userId, name, breaks }) => ({ userId, name, breaks })) };
}

/**
 * The same check for new times of an item already staffed: everyone it commits (holding a shift or
 * meeting, or time off still theirs; an invitee still PENDING_RESPONSE holds nothing yet, so is not
 * asked about) at `start`-`end`, the item's own old times left out.
 */
export function requireConfirmedMove(services: AppServices, organizationId: string, item: Span & { members: readonly { userId: string | null; status: string }[] }, times: { start: number; end: number }, answer: ConflictAnswer, view: ItemsView = asRead): Promise<RuleBreakOverride | null> {
  const people = item.members.flatMap((m) => (m.userId && isCommitment(item, m.status) ? [m.userId] : []));
  const moved = { id: item.id, type: item.type, status: item.status, start: times.start, end: times.end };
  return requireConfirmedConflicts(services, organizationId, moved, people, answer, [], view);
}
