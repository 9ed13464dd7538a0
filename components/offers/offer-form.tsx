'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callAction } from '@/components/ui/call-action';
import type { ActionResult } from '@/lib/errors';
import { OFFER_DEFAULT_AT_ONCE, offerCountProblem, type OfferInput } from '@/lib/offers/offer-input';
import type { OfferChoices, OfferView } from '@/lib/offers/offer-view';

// "Offer this shift": who it would go to, in order and why, how many to invite at once (default 3,
// checked next to the field before anything is sent), whether a decline passes it on, and
// optionally a conversation its announcement card goes to (none by default), with the card's words.

export type StartOffer = (input: OfferInput) => Promise<ActionResult<OfferView | null>>;

export function OfferForm({
  organizationId,
  itemId,
  choices,
  start,
  onStarted,
}: {
  organizationId: string;
  itemId: string;
  choices: OfferChoices;
  start: StartOffer;
  onStarted: (offer: OfferView | null) => void;
}) {
  const free = choices.ranked.length;
  const [count, setCount] = useState(String(Math.min(OFFER_DEFAULT_AT_ONCE, Math.max(1, free))));
  const [passOn, setPassOn] = useState(true);
  const [conversation, setConversation] = useState('');
  const [conversationError, setConversationError] = useState<string | null>(null);
  const announce = choices.announce ?? null;
  const chosen = announce?.conversations.find((c) => c.id === conversation) ?? null;
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // One key per opened form: a second submit of the same offer starts nothing new.
  const [offerKey] = useState(() => crypto.randomUUID());
  const wanted = Number(count.trim());

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const countError = offerCountProblem(count, free);
    setError(countError);
    if (countError) return;
    setSaving(true);
    const result = await callAction(() => start({ organizationId, itemId, count: wanted, passOn, offerKey, ...(chosen ? { savedConversationId: chosen.id } : {}) }));
    setSaving(false);
    if (!result.ok) {
      const fieldError = result.error.fieldErrors?.count?.[0];
      const toConversation = result.error.fieldErrors?.savedConversationId?.[0];
      if (fieldError) setError(fieldError);
      else if (toConversation) setConversationError(toConversation);
      else setProblem(result.error.message);
      return;
    }
    onStarted(result.data);
  };

  if (free === 0) return <p className="text-sm text-slate-600">Nobody is free for this shift{choices.leftOut.length > 0 ? ': everyone works, is off, would break a rule or may not work the position then.' : '.'}</p>;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3" aria-label="Offer this shift">
      <ol className="space-y-1 text-sm" aria-label="Who it goes to, in order">
        {choices.ranked.map((person, index) => (
          <li key={person.userId} className={index < (error ? 0 : wanted) ? 'font-medium text-slate-900' : 'text-slate-600'}>
            {index + 1}. {person.fullName} <span className="block text-xs font-normal text-slate-500">{person.why}</span>
          </li>
        ))}
      </ol>
      {choices.leftOut.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-700">Not offered to {choices.leftOut.length}</summary>
          <ul className="mt-1 space-y-1 text-xs text-slate-600">
            {choices.leftOut.map((person) => (
              <li key={person.userId}>
                {person.fullName}: {person.detail}
              </li>
            ))}
          </ul>
        </details>
      )}
      <Field label="Invite how many at once" error={error ?? undefined} hint={`The first to accept keeps the shift; up to ${free}.`}>
        <Input inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} className="w-24" />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={passOn} onChange={(e) => setPassOn(e.target.checked)} />
        When someone declines, invite the next person
      </label>
      {announce && (
        <Field label="Announce it in" error={conversationError ?? undefined} hint={chosen ? `Posts to ${chosen.name}: “${announce.card}”` : 'No card is posted.'}>
          <Select
            value={conversation}
            onChange={(e) => {
              setConversation(e.target.value);
              setConversationError(null);
            }}
            placeholder="No announcement"
            options={announce.conversations.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Field>
      )}
      {problem && <p className="text-sm text-red-600">{problem}</p>}
      <Button type="submit" variant="primary" size="sm" loading={saving}>
        Offer
      </Button>
    </form>
  );
}
