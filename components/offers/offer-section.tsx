'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/ui/call-action';
import type { ActionResult } from '@/lib/errors';
import { offerKeys, offerOptions } from '@/lib/offers/queries';
import type { OfferView } from '@/lib/offers/offer-view';
import type { StartOffer } from './offer-form';
import { OfferPicker } from './offer-picker';
import { OfferState } from './offer-state';

// The drawer's "Offer" section for a shift: the running offer (polled) with Cancel, or the last
// one's outcome and, while the shift has a place open, "Offer…" to make a new one. Opening the
// shift reads only the offer; who it would go to is read when "Offer…" opens the form.

export type CancelOffer = (input: { organizationId: string; itemId: string; offerId: string }) => Promise<ActionResult<OfferView | null>>;

export function OfferSection({
  organizationId,
  itemId,
  refusal,
  start,
  cancel,
  onChanged,
}: {
  organizationId: string;
  itemId: string;
  /** Why the shift cannot be offered as the drawer shows it (lib/offers/offer-refusal.ts), or null. */
  refusal: string | null;
  start: StartOffer;
  cancel: CancelOffer;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const query = useQuery(offerOptions(organizationId, itemId));
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const offer = query.data?.offer ?? null;
  // When the offer moves on by itself (an answer, the keeper chosen, invitees taken off), the
  // drawer's people are read again.
  const signature = offer ? `${offer.state}:${offer.people.map((p) => p.state).join(',')}` : '';
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current !== null && seen.current !== signature) onChanged();
    seen.current = signature;
  }, [signature, onChanged]);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: offerKeys.item(organizationId, itemId) });
    onChanged();
  };

  const cancelOffer = async (running: OfferView) => {
    setCancelling(true);
    const result = await callAction(() => cancel({ organizationId, itemId, offerId: running.offerId }));
    setCancelling(false);
    if (!result.ok) return void toast.error(`Not cancelled: ${result.error.message}`);
    toast.success('Offer cancelled');
    await refresh();
  };

  if (query.isPending) return <Skeleton className="h-6 w-1/2" />;
  // A poll that fails keeps what was read last.
  if (query.isError && !query.data) return <p className="text-sm text-red-600">The offer could not be read: {query.error.message}</p>;
  return (
    <div className="space-y-3">
      {offer && <OfferState offer={offer} />}
      {offer?.running && !offer.cancelRequested && (
        <Button variant="secondary" size="sm" loading={cancelling} onClick={() => void cancelOffer(offer)}>
          Cancel offer
        </Button>
      )}
      {!offer?.running && refusal && !offer && <p className="text-sm text-slate-600">{refusal}</p>}
      {!offer?.running &&
        !refusal &&
        (open ? (
          <OfferPicker
            organizationId={organizationId}
            itemId={itemId}
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
