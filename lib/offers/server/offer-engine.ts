import 'server-only';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { AppError } from '@/lib/errors';
import { offerVerdict } from '@/lib/offers/offer-verdict';
import { needsOfItem } from '@/lib/schedule/server';
import { offers } from '@/lib/server/db/schema';
import { workRow, type Held } from '@/lib/server/durable/durable-worker';
import { describeFailure } from '@/lib/server/durable/write-failure';
import { announceOffer } from './offer-announce';
import { auditOffer } from './offer-audit';
import type { OfferActor, OfferDeps } from './offer-deps';
import { getOffer, type Offer } from './offer-store';
import { offerTrack } from './offer-track';

// One check of an offer on the durable core (docs/decisions/durable-work.md): under a claim, read
// the item, ask the verdict (lib/offers/offer-verdict.ts), and carry it out, each result committed
// before the next call:
//   1. who keeps the shift (as many as it needs: item_needs, read on every check), before anyone
//      else is removed: a restart never removes them;
//   2. the declines seen;
//   3. each invitee to take off (pending ones, a later acceptance): DELETE, then committed;
//   4. an offer finding a cover, once a cover keeps it: the requester off (completeCover);
//   5. each person to invite next: POST members as PENDING_RESPONSE (an existing member keeps their
//      status: shouldReplaceMemberStatuses false), read back, then committed;
//   6. the announcement card, when the offer names a conversation: one message outbox row (offer-announce.ts);
// then settle or go back to open for the next check. Every step is decided again from a fresh read,
// so a check that stopped halfway is simply done again; none of these writes harms when repeated.
//
// What the service cannot tell us: between our read and a DELETE, a pending invitee may accept;
// the DELETE then takes off someone who accepted second. The keeper (committed first) is never touched.

/** A check that failed (the service unavailable, a refusal) is tried again after this long. */
export const CHECK_RETRY_MS = 5_000;

const append = (column: AnyPgColumn, userId: string) => sql`${column} || ${JSON.stringify([userId])}::jsonb`;

async function readItem(deps: OfferDeps, itemId: string): Promise<CalendarItem | null> {
  try {
    const item = await deps.client.getCalendarItem(itemId);
    return item.deleted ? null : item;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  }
}

const isOnItem = (item: CalendarItem, userId: string) => item.members.some((m) => m.userId === userId);

async function carryOut(deps: OfferDeps, held: Held<Offer>, actor: OfferActor): Promise<void> {
  const offer = held.row;
  const audit = (action: Parameters<typeof auditOffer>[3], detail?: Record<string, unknown>) => auditOffer(deps.db, offer, actor, action, detail);
  const item = await readItem(deps, offer.itemId);
  if (!item) {
    if (await held.finish('gone')) await audit('offer.settled', { state: 'gone' });
    return;
  }
  const needs = await needsOfItem(deps.db, offer.organizationId, offer.itemId);
  const verdict = offerVerdict({ ...offer, needs }, item.members);
  if (verdict.newKeepers.length > 0) {
    if (!(await held.commit({ kept: verdict.keepers, takenBy: offer.takenBy ?? verdict.keepers[0] }))) return;
    for (const userId of verdict.newKeepers) await audit('offer.taken', { userId, throughOffer: offer.invited.includes(userId), places: needs });
  }
  if (verdict.newlyDeclined.length > 0) {
    const declined = [...offer.declined, ...verdict.newlyDeclined];
    if (!(await held.commit({ declined }))) return;
    for (const userId of verdict.newlyDeclined) await audit('offer.declined', { userId });
  }
  for (const userId of verdict.remove) {
    try {
      await deps.client.removeCalendarItemMember(offer.itemId, userId);
    } catch (error) {
      // Already gone is what we wanted.
      if (!(error instanceof AppError && error.kind === 'not_found')) throw error;
    }
    if (!(await held.commit({ removed: append(offers.removed, userId) }))) return;
    await audit('offer.invitee_removed', { userId, because: verdict.settles === 'taken' ? 'taken' : 'cancelled' });
  }
  for (const userId of verdict.invite) {
    const after = await deps.client
      .addCalendarItemMember(offer.itemId, { newCalendarItemStatus: 'OPEN', shouldReplaceMemberStatuses: false, members: { type: 'USER', userId, initialStatus: 'PENDING_RESPONSE' } })
      // The answer may be lost while the invitation happened: the item says.
      .catch((error: unknown) => deps.client.getCalendarItem(offer.itemId).catch(() => Promise.reject(error)));
    if (!isOnItem(after, userId)) throw new AppError('unexpected', 'The service did not keep the invitation.');
    if (!(await held.commit({ invited: append(offers.invited, userId) }))) return;
    await audit('offer.invited', { userId, rank: offer.ranked.indexOf(userId) + 1 });
  }
  // 6. its announcement card, once, while the shift is still on offer (offer-announce.ts).
  if (!verdict.settles) await announceOffer(deps, offer, item, actor);
  // An offer finding a cover: once a cover keeps the shift, the person who asked to be replaced
  // comes off (completeCover: only once the cover is read back holding it), committed once.
  const cover = verdict.settles === 'taken' ? verdict.keepers.find((u) => offer.invited.includes(u)) : undefined;
  if (offer.replacing && !offer.replacedAt && cover) {
    const outcome = await deps.completeCover(offer.organizationId, offer.itemId, offer.replacing, cover);
    if (outcome.result === 'waiting_for_cover') throw new AppError('unexpected', 'The cover does not hold the shift yet.');
    if (!(await held.commit({ replacedAt: new Date() }))) return;
    await audit('offer.requester_released', { userId: offer.replacing, cover, outcome: outcome.result });
  }
  const to = verdict.settles ?? 'open';
  if ((await held.finish(to)) && verdict.settles) await audit('offer.settled', { state: to, kept: verdict.keepers });
}

/** Checks one offer once (unless another worker holds it now, or it is settled); returns it as it is after. */
export async function checkOffer(deps: OfferDeps, offerId: string, actor: OfferActor): Promise<Offer | null> {
  await workRow<Offer>({ db: deps.db, leaseMs: deps.leaseMs }, offerTrack, offerId, async (held) => {
    try {
      await carryOut(deps, held, actor);
    } catch (error) {
      const failed = await held.retryLater('open', describeFailure(error), CHECK_RETRY_MS);
      if (failed) await auditOffer(deps.db, failed, actor, 'offer.check_failed', { error: failed.lastError });
    }
    return false;
  });
  return getOffer(deps.db, offerId);
}
