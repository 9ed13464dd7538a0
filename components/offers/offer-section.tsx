'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/ui/call-action';
import type { ActionResult } from '@/lib/errors';
import { offerKeys, offerPanelOptions } from '@/lib/offers/queries';
import type { OfferView } from '@/lib/offers/offer-view';
import { OfferForm, type StartOffer } from './offer-form';
import { OfferState } from './offer-state';

// The drawer's "Offer" section for a shift: the running offer (polled) with Cancel, or the last
// one's outcome and, while the shift is open, "Offer…" to make a new one.

export type CancelOffer = (input: { organizationId: string; itemId: string; offerId: string }) => Promise<ActionResult<OfferView | null>>;

export function OfferSection({ organizationId, itemId, start, cancel, onChanged }: { organizationId: string; itemId: string; start: StartOffer; cancel: CancelOffer; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery(offerPanelOptions(organizationId, itemId));
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const panel = query.data;
  // When the offer moves on by itself (an answer, the keeper chosen, invitees taken off), the
  // drawer's people are read again.
  const signature = panel?.offer ? `${panel.offer.state}:${panel.offer.people.map((p) => p.state).join(',')}` : '';
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current !== null && seen.current !== signature) onChanged();
    seen.current = signature;
  }, [signature, onChanged]);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: offerKeys.item(organizationId, itemId) });
    onChanged();
  };

  const cancelOffer = async (offer: OfferView) => {
    setCancelling(true);
    const result = await callAction(() => cancel({ organizationId, itemId, offerId: offer.offerId }));
    setCancelling(false);
    if (!result.ok) return void toast.error(`Not cancelled: ${result.error.message}`);
    toast.success('Offer cancelled');
    await refresh();
  };

  if (query.isPending) return <Skeleton className="h-6 w-1/2" />;
  if (query.isError || !panel) return <p className="text-sm text-red-600">The offer could not be read: {query.error?.message}</p>;
  const offer = panel.offer;
  return (
    <div className="space-y-3">
      {offer && <OfferState offer={offer} />}
      {offer?.running && !offer.cancelRequested && (
        <Button variant="secondary" size="sm" loading={cancelling} onClick={() => void cancelOffer(offer)}>
          Cancel offer
        </Button>
      )}
      {!offer?.running && panel.refusal && !offer && <p className="text-sm text-slate-600">{panel.refusal}</p>}
      {!offer?.running &&
        !panel.refusal &&
        (open ? (
          <OfferForm
            organizationId={organizationId}
            itemId={itemId}
            panel={panel}
            start={start}
            onStarted={() => {
              setOpen(false);
              toast.success('Offer sent');
              void refresh();
            }}
          />
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Offer…
          </Button>
        ))}
    </div>
  );
}
