'use client';

import { Badge } from '@/components/ui/badge';
import type { OfferPersonState, OfferView } from '@/lib/offers/offer-view';

// An offer on the item, as the drawer shows it: who was invited and where each stands, and how it ended.

const PERSON: Record<OfferPersonState, { word: string; tone: 'success' | 'neutral' | 'warning' | 'info' }> = {
  keeps: { word: 'Accepted: keeps the shift', tone: 'success' },
  waiting: { word: 'Waiting for an answer', tone: 'info' },
  declined: { word: 'Declined', tone: 'warning' },
  removed: { word: 'Taken off', tone: 'neutral' },
};

export function offerHeadline(offer: OfferView): string {
  const keepers = offer.people.filter((p) => p.state === 'keeps').map((p) => p.name);
  if (offer.state === 'taken') return `Taken by ${keepers.length > 0 ? keepers.join(' and ') : (offer.takenBy?.name ?? 'someone')}`;
  if (offer.state === 'cancelled') return 'Offer cancelled';
  if (offer.state === 'exhausted') return 'Everyone invited declined';
  if (offer.state === 'gone') return 'The shift was deleted';
  if (offer.cancelRequested) return 'Cancelling…';
  return `On offer${offer.passOn ? ', passed on when someone declines' : ''}`;
}

export function OfferState({ offer }: { offer: OfferView }) {
  return (
    <div className="space-y-2" data-testid="offer-state">
      <p className="text-sm font-medium text-slate-900" role="status">
        {offerHeadline(offer)}
      </p>
      <ul className="space-y-1 text-sm">
        {offer.people.map((person) => (
          <li key={person.userId} className="flex items-center justify-between gap-2">
            <span>{person.name}</span>
            <Badge tone={PERSON[person.state].tone}>{PERSON[person.state].word}</Badge>
          </li>
        ))}
      </ul>
      {offer.problem && offer.running && <p className="text-xs text-amber-800">Last check: {offer.problem} It is tried again.</p>}
    </div>
  );
}
