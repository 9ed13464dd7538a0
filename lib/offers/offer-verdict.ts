import { holdsItem } from '@/lib/schedule';

// What one check of an offer does next, from the offer as committed and the item as the service
// shows it now (issue 25, point 3). Pure: the engine (lib/offers/server/offer-engine.ts) reads the
// item, asks this, and carries it out one committed step at a time, so a check that stops halfway
// is simply asked again.
//
// Who keeps the shift: a shift needs N people (issue 25, point 5; 1 unless the manager said more),
// so the first N holders keep it (the schedule's holder rule, open-shifts.ts: ASSIGNED, ACCEPTED, and
// someone asking to be replaced, who holds the shift until released; but not the person an offer
// finds a cover for, whose place is the one offered, as notOfferable counts it), first by when their member record changed,
// by the member's `updatedAt` as the service shows it; on a tie, the one earlier in the service's
// list. Someone already holding it when the offer was made changed first, so keeps their place.
// Once committed (`kept`) a keeper never changes, whatever a later read shows. Once N keep it, the
// invitees still pending (and later acceptances) come off.

export type OfferSoFar = {
  ranked: readonly string[];
  invited: readonly string[];
  declined: readonly string[];
  removed: readonly string[];
  /** Keepers committed so far, in the order they took their place. */
  kept: readonly string[];
  /** How many people the shift needs (read on each check: the manager may change it meanwhile). */
  needs: number;
  wanted: number;
  passOn: boolean;
  cancelRequested: boolean;
  /** Finding a cover for this person (asking to be replaced): their place is the one offered. */
  replacing?: string | null;
};

export type MemberNow = { userId: string | undefined; status: string; updatedAt: number | undefined };

export type OfferVerdict = {
  /** Who keeps the shift: those committed, then those to commit now (first, before anyone is removed). */
  keepers: string[];
  /** Of `keepers`, the ones not committed yet. */
  newKeepers: string[];
  /** Invitees who declined (or were taken off the item by someone else) since the last check. */
  newlyDeclined: string[];
  /** Invitees to take off the item: the pending (and late acceptances) once someone keeps it, the pending on a cancel. */
  remove: string[];
  /** The next ranked people to invite. */
  invite: string[];
  /** Where the offer ends up once all of the above is done. */
  settles: 'taken' | 'cancelled' | 'exhausted' | null;
};

/** The holders on the item, first changed first. */
function holdersInOrder(members: readonly MemberNow[], replacing: string | null): string[] {
  const holders = members.map((m, index) => ({ m, index })).filter(({ m }) => m.userId && m.userId !== replacing && holdsItem(m.status));
  holders.sort((a, b) => (a.m.updatedAt ?? Infinity) - (b.m.updatedAt ?? Infinity) || a.index - b.index);
  return holders.map(({ m }) => m.userId as string);
}

export function offerVerdict(offer: OfferSoFar, members: readonly MemberNow[]): OfferVerdict {
  const statusOf = new Map(members.flatMap((m) => (m.userId ? [[m.userId, m.status] as const] : [])));
  const stillOn = (userId: string) => statusOf.has(userId) && !offer.removed.includes(userId);
  const newlyDeclined = offer.invited.filter(
    (u) => !offer.declined.includes(u) && !offer.removed.includes(u) && (statusOf.get(u) === 'DECLINED' || !statusOf.has(u)),
  );
  const newKeepers = holdersInOrder(members, offer.replacing ?? null)
    .filter((u) => !offer.kept.includes(u))
    .slice(0, Math.max(0, offer.needs - offer.kept.length));
  const keepers = [...offer.kept, ...newKeepers];
  if (keepers.length >= offer.needs) {
    const remove = offer.invited.filter((u) => !keepers.includes(u) && stillOn(u) && (statusOf.get(u) === 'PENDING_RESPONSE' || holdsItem(statusOf.get(u) ?? '')));
    return { keepers, newKeepers, newlyDeclined, remove, invite: [], settles: 'taken' };
  }
  if (offer.cancelRequested) {
    const remove = offer.invited.filter((u) => stillOn(u) && statusOf.get(u) === 'PENDING_RESPONSE');
    return { keepers, newKeepers, newlyDeclined, remove, invite: [], settles: 'cancelled' };
  }
  const declinedCount = offer.declined.length + newlyDeclined.length;
  const target = offer.wanted + (offer.passOn ? declinedCount : 0);
  const invite = offer.ranked.filter((u) => !offer.invited.includes(u)).slice(0, Math.max(0, target - offer.invited.length));
  const waiting = offer.invited.some((u) => statusOf.get(u) === 'PENDING_RESPONSE' && !offer.removed.includes(u));
  return { keepers, newKeepers, newlyDeclined, remove: [], invite, settles: !waiting && invite.length === 0 ? 'exhausted' : null };
}
