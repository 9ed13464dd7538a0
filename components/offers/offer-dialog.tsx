'use client';

import { Dialog } from '@/components/ui/dialog';
import { OfferSection, type CancelOffer } from './offer-section';
import type { StartOffer } from './offer-form';

// "Offer" outside the drawer (Today's uncovered shifts, the roster's open row): the drawer's own
// offer section, in a dialog of its own. The caller says why its item cannot be offered
// (notOfferable, lib/offers/offer-refusal.ts, on the item and needs it holds), so a refusal shows
// before the form opens; the server's start judges the item as read again. The actions come from
// the page, so a component that shows this dialog does not pull the server actions in.

export type OfferActions = { start: StartOffer; cancel: CancelOffer };
/** `refusal`: why the item cannot be offered as the caller holds it (notOfferable), or null. */
export type OfferTarget = { organizationId: string; itemId: string; title: string; refusal: string | null };

export function OfferDialog({ target, actions, onClose, onChanged }: { target: OfferTarget | null; actions: OfferActions; onClose: () => void; onChanged: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title={target ? `Offer ${target.title}` : 'Offer'} description="The first person to accept keeps the shift.">
      {target && <OfferSection organizationId={target.organizationId} itemId={target.itemId} refusal={target.refusal} start={actions.start} cancel={actions.cancel} onChanged={onChanged} />}
    </Dialog>
  );
}
