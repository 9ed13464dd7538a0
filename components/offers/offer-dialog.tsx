'use client';

import { Dialog } from '@/components/ui/dialog';
import { OfferSection, type CancelOffer } from './offer-section';
import type { StartOffer } from './offer-form';

// "Offer" outside the drawer (Today's uncovered shifts, the roster's open row): the drawer's own
// offer section, in a dialog of its own. Its callers offer only shifts nobody holds; the server's
// start judges the item as read again (lib/offers/offer-refusal.ts), so no refusal is passed here. The actions come from the page, so a component that
// shows this dialog does not pull the server actions in.

export type OfferActions = { start: StartOffer; cancel: CancelOffer };
export type OfferTarget = { organizationId: string; itemId: string; title: string };

export function OfferDialog({ target, actions, onClose, onChanged }: { target: OfferTarget | null; actions: OfferActions; onClose: () => void; onChanged: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title={target ? `Offer ${target.title}` : 'Offer'} description="The first person to accept keeps the shift.">
      {target && <OfferSection organizationId={target.organizationId} itemId={target.itemId} refusal={null} start={actions.start} cancel={actions.cancel} onChanged={onChanged} />}
    </Dialog>
  );
}
