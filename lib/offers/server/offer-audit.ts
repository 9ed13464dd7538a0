import 'server-only';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import type { Db } from '@/lib/server/db/types';
import type { OfferActor } from './offer-deps';
import type { Offer } from './offer-store';

// Every step of an offer in the audit log, on the item, with the offer's id: made, each person
// invited, each answer seen, who keeps the shift, each invitee removed, how it settled, what failed.

export type OfferEvent = 'offer.created' | 'offer.invited' | 'offer.declined' | 'offer.taken' | 'offer.invitee_removed' | 'offer.settled' | 'offer.cancel_requested' | 'offer.check_failed' | 'offer.requester_released' | 'offer.announced';

export async function auditOffer(db: Db, offer: Offer, actor: OfferActor, action: OfferEvent, detail: Record<string, unknown> = {}): Promise<void> {
  await recordAudit(
    {
      action,
      outcome: action === 'offer.check_failed' ? 'failure' : 'success',
      actor: { id: actor.id ?? null, email: actor.email ?? null },
      target: { type: 'calendar_item', id: offer.itemId },
      upstreamStatus: action === 'offer.check_failed' ? offer.lastUpstreamStatus : null,
      detail: { offerId: offer.id, organizationId: offer.organizationId, via: actor.via, ...detail },
    },
    db,
  );
}
