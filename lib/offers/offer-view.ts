import type { LeftOutPerson, RankedPerson } from './offer-ranking';

// An offer as the browser and Today show it: who was invited and where each stands, from the
// offer's committed row (not a fresh read of the item: the next check brings the row up to date).

export type OfferPersonState = 'keeps' | 'waiting' | 'declined' | 'removed';
export type OfferView = {
  offerId: string;
  organizationId: string;
  itemId: string;
  state: string;
  running: boolean;
  wanted: number;
  passOn: boolean;
  people: { userId: string; name: string; state: OfferPersonState }[];
  takenBy: { userId: string; name: string } | null;
  cancelRequested: boolean;
  /** What went wrong on the last check (it is tried again), or null. */
  problem: string | null;
  createdAt: string;
};

type OfferRowFacts = {
  id: string;
  organizationId: string;
  itemId: string;
  state: string;
  wanted: number;
  passOn: boolean;
  invited: string[];
  declined: string[];
  removed: string[];
  takenBy: string | null;
  kept: string[];
  cancelRequested: boolean;
  lastError: string | null;
  createdAt: Date;
};

const RUNNING = new Set(['open', 'checking']);

function personState(row: OfferRowFacts, userId: string): OfferPersonState {
  if (row.takenBy === userId || row.kept.includes(userId)) return 'keeps';
  if (row.removed.includes(userId)) return 'removed';
  if (row.declined.includes(userId)) return 'declined';
  return 'waiting';
}

export function offerView(row: OfferRowFacts, nameOf: (userId: string) => string): OfferView {
  return {
    offerId: row.id,
    organizationId: row.organizationId,
    itemId: row.itemId,
    state: row.state,
    running: RUNNING.has(row.state),
    wanted: row.wanted,
    passOn: row.passOn,
    people: row.invited.map((userId) => ({ userId, name: nameOf(userId), state: personState(row, userId) })),
    takenBy: row.takenBy ? { userId: row.takenBy, name: nameOf(row.takenBy) } : null,
    cancelRequested: row.cancelRequested,
    problem: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The drawer's read on opening a shift: the item's latest offer, or null (no ranking: that is read when the form opens). */
export type OfferRead = { offer: OfferView | null };

/** Where the offer's announcement card may go (the organization's saved conversations) and the card's words; null: no card can be posted (no conversation saved, or no card template). */
export type OfferAnnouncement = { conversations: { id: string; name: string }[]; card: string };

/** The offer form's read: why the shift cannot be offered (or null), and who a new offer would go to, with why. */
export type OfferChoices = { refusal: string | null; ranked: (RankedPerson & { why: string })[]; leftOut: LeftOutPerson[]; announce?: OfferAnnouncement | null };
