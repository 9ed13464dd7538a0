'use client';

import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { offerChoicesOptions } from '@/lib/offers/queries';
import type { OfferView } from '@/lib/offers/offer-view';
import { OfferForm, type StartOffer } from './offer-form';

// The offer form as any place opens it (the drawer, Today, the roster's open row): reads who the
// shift would go to only now, when it is shown, and says why not when it cannot be offered. With
// `replacing`, it finds a cover for that person (a replacement request's "Find a cover").

export function OfferPicker({
  organizationId,
  itemId,
  replacing = null,
  start,
  onStarted,
}: {
  organizationId: string;
  itemId: string;
  /** Finding a cover for this person (asking to be replaced): they come off once a cover keeps it. */
  replacing?: string | null;
  start: StartOffer;
  onStarted: (offer: OfferView | null) => void;
}) {
  const query = useQuery(offerChoicesOptions(organizationId, itemId, replacing));
  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  // A read again that fails keeps what was read before (the offer's start ranks again anyway).
  if (!query.data) return <p className="text-sm text-red-600">Who it could go to could not be read: {query.error?.message}</p>;
  if (query.data.refusal) return <p className="text-sm text-slate-600">{query.data.refusal}</p>;
  const send: StartOffer = replacing ? (input) => start({ ...input, replacing }) : start;
  return <OfferForm organizationId={organizationId} itemId={itemId} choices={query.data} start={send} onStarted={onStarted} />;
}
