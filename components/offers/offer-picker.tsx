'use client';

import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { offerChoicesOptions } from '@/lib/offers/queries';
import type { OfferView } from '@/lib/offers/offer-view';
import { OfferForm, type StartOffer } from './offer-form';

// The offer form as any place opens it (the drawer, Today, the roster's open row): reads who the
// shift would go to only now, when it is shown, and says why not when it cannot be offered.

export function OfferPicker({ organizationId, itemId, start, onStarted }: { organizationId: string; itemId: string; start: StartOffer; onStarted: (offer: OfferView | null) => void }) {
  const query = useQuery(offerChoicesOptions(organizationId, itemId));
  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  // A read again that fails keeps what was read before (the offer's start ranks again anyway).
  if (!query.data) return <p className="text-sm text-red-600">Who it could go to could not be read: {query.error?.message}</p>;
  if (query.data.refusal) return <p className="text-sm text-slate-600">{query.data.refusal}</p>;
  return <OfferForm organizationId={organizationId} itemId={itemId} choices={query.data} start={start} onStarted={onStarted} />;
}
