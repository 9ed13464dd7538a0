import 'server-only';
import { rankForOffer, type OfferRanking, type RuleCheck } from '@/lib/offers/offer-ranking';
import { directoryOf } from '@/lib/people/server';
import { workedShiftsByUser, type ScheduleItem } from '@/lib/schedule';
import { currentItem } from '@/lib/schedule/server';
import type { AppServices } from '@/lib/server/access';
import { organizationWorkingTime } from '@/lib/server/entry-points';
import { ruleBreaksOf, type WorkingTimeRules } from '@/lib/working-time';
import { readWarningItems } from '@/lib/staffing/server';
import { positionNeedOf } from '@/lib/positions/server';

// The offer dialog's read and the offer's own: the item as it is now, and the organization's people
// ranked for it from the warnings' read (same read as the staffing picker; it reaches back far
// enough for the pattern weeks).

export type OfferRankingRead = OfferRanking & { item: ScheduleItem; timeZone: string };

/** The organization's working-time rules as the ranking's check: the words of every rule taking this shift would break, or null. */
function rulesCheck(rules: WorkingTimeRules, items: readonly ScheduleItem[], timeZone: string): RuleCheck {
  const worked = workedShiftsByUser(items);
  return (userId, item) => {
    const breaks = ruleBreaksOf(rules, worked.get(userId) ?? [], { id: item.id, start: item.start, end: item.end }, timeZone);
    return breaks.length ? breaks.map((b) => b.words).join('; ') : null;
  };
}

/** `breaksRule`: a check of its own instead of the organization's working-time rules. */
export async function readOfferRanking(services: AppServices, organizationId: string, itemId: string, breaksRule?: RuleCheck): Promise<OfferRankingRead> {
  const [item, { timeZone, rules }, members, position] = await Promise.all([
    currentItem(services, organizationId, itemId),
    organizationWorkingTime(services.db, organizationId),
    directoryOf(services).getOrganizationMembers(organizationId),
    positionNeedOf(services.db, organizationId, itemId),
  ]);
  const items = await readWarningItems(services, organizationId, item, timeZone);
  return { item, timeZone, ...rankForOffer(item, items, members.filter((m) => m.resolved), timeZone, breaksRule ?? rulesCheck(rules, items, timeZone), position) };
}
