'use client';

import { useId, useState } from 'react';
import type { MemberOption } from '@/lib/people';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import { OfferPicker, type StartOffer } from '@/components/offers';
import { PersonPicker, RequestWarningBadges } from '@/components/staffing';
import { RuleBreakBadges } from '@/components/working-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { replacementDone, replacementWording } from './replacement-wording';
import { AnswerFailed, NoLongerPending } from './row-outcome';
import type { ReplacementAnswer, ReplacementOutcome } from './use-replacement-answers';

type Props = {
  organizationId: string;
  request: InboxRequest;
  /** The organization's zone, for the warnings of a colleague's cover. */
  timeZone: string;
  /** The shift as the row shows it, e.g. "Sat 09:00–17:00". */
  when: string;
  /** The row's name for screen readers: "Ethan Cole for Bar, Sat 12 Dec 09:00–17:00". */
  rowName: string;
  /** The organization's people, for "Find a cover"; null while they are read. */
  people: readonly MemberOption[] | null;
  outcome: ReplacementOutcome | undefined;
  onAnswer: (answer: ReplacementAnswer) => void;
  /** Offering the shift to the best-placed people to find a cover (schedulers); absent: picking only. */
  offer?: StartOffer | undefined;
};

/**
 * A replacement request's answers, each saying on screen what it will do to whom: approve a
 * colleague's cover (when one asked to join), find a cover (pick someone), release, or keep them.
 */
export function ReplacementChoices({ organizationId, request, timeZone, when, rowName, people, outcome, onAnswer, offer }: Props) {
  const id = useId();
  const { person } = request;
  const words = replacementWording(person.displayName, when, request.replacement);
  const [finding, setFinding] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  // Offering reads the ranking only once asked for (OfferPicker).
  const [offering, setOffering] = useState<'closed' | 'open' | 'sent'>('closed');
  const running = outcome?.state === 'running';
  const answered = outcome?.state === 'done' || outcome?.state === 'not_pending';
  const pickedPerson = people?.find((p) => p.userId === picked[0]) ?? null;

  const putOn = () => {
    if (!pickedPerson) return setPickError('Choose who covers the shift');
    onAnswer({ choice: 'cover', cover: { userId: pickedPerson.userId, name: pickedPerson.fullName } });
  };

  return (
    <div className="space-y-1" aria-live="polite" data-testid="replacement-choices">
      {!answered && (
        <>
          {words.colleagues.map(({ person: mate, button, effect }) => (
            <div key={mate.userId} className="space-y-1">
              <Button size="sm" variant="primary" inactive={running} aria-label={`${button}: ${rowName}`} aria-describedby={`${id}-${mate.userId}`} onClick={() => onAnswer({ choice: 'colleague', cover: { userId: mate.userId, name: mate.displayName } })}>
                {button}
              </Button>
              <p id={`${id}-${mate.userId}`} className="text-xs leading-snug text-slate-600">
                {effect}
              </p>
              {/* What approving this cover would double-book or break, before the click (as a request to join shows it). */}
              <div role="group" aria-label={`What putting ${mate.displayName} on it warns of`} className="space-y-1">
                <RequestWarningBadges warnings={mate.warnings} timeZone={timeZone} day={request.day} />
                {mate.ruleBreaks && (
                  <div className="flex flex-wrap gap-1.5">
                    <RuleBreakBadges breaks={mate.ruleBreaks} />
                  </div>
                )}
              </div>
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Button size="sm" variant={words.colleagues.length ? 'secondary' : 'primary'} inactive={running} aria-expanded={finding} aria-controls={`${id}-find`} aria-label={`Find a cover for ${rowName}`} onClick={() => setFinding((open) => !open)}>
              Find a cover
            </Button>
            <Button size="sm" inactive={running} aria-label={`Release ${rowName}`} aria-describedby={`${id}-release`} onClick={() => onAnswer({ choice: 'release', cover: null })}>
              Release
            </Button>
            <Button size="sm" inactive={running} aria-label={`Keep them on it: ${rowName}`} aria-describedby={`${id}-keep`} onClick={() => onAnswer({ choice: 'keep', cover: null })}>
              Keep them on it
            </Button>
          </div>
          <ul className="text-xs leading-snug text-slate-600" data-testid="replacement-consequences">
            <li id={`${id}-release`}>Release: {words.release}</li>
            <li id={`${id}-keep`}>Keep: {words.keep}</li>
          </ul>
          {finding && (
            <div id={`${id}-find`} className="space-y-1.5 rounded-md border border-slate-200 p-2">
              {people === null ? (
                <p className="text-xs text-slate-600">Reading the organization’s people…</p>
              ) : (
                <PersonPicker
                  organizationId={organizationId}
                  itemId={request.item.id}
                  people={people.filter((p) => p.userId !== person.userId)}
                  selected={picked}
                  multiple={false}
                  label={`Who covers ${rowName}`}
                  onChange={(userIds) => {
                    setPicked(userIds);
                    setPickError(null);
                  }}
                />
              )}
              {pickError && (
                <p className="text-xs text-red-700" role="alert">
                  {pickError}
                </p>
              )}
              <p id={`${id}-cover`} className="text-xs leading-snug text-slate-600">
                {words.cover(pickedPerson?.fullName ?? null)}
              </p>
              <Button size="sm" variant="primary" inactive={running} aria-describedby={`${id}-cover`} onClick={putOn}>
                {pickedPerson ? `Put ${pickedPerson.fullName} on` : 'Put them on'}
              </Button>
              {offer && offering === 'closed' && (
                <Button size="sm" inactive={running} aria-label={`Offer to the best-placed people: ${rowName}`} onClick={() => setOffering('open')}>
                  Offer to the best-placed people…
                </Button>
              )}
              {offer && offering === 'open' && (
                <OfferPicker organizationId={organizationId} itemId={request.item.id} replacing={person.userId} start={offer} onStarted={() => setOffering('sent')} />
              )}
              {offering === 'sent' && (
                <p className="text-xs text-slate-700" role="status">
                  Offered: {person.displayName} stays on it until a cover accepts, then comes off.
                </p>
              )}
            </div>
          )}
        </>
      )}
      {outcome && <ReplacementOutcomeText requesterName={person.displayName} outcome={outcome} />}
    </div>
  );
}

function ReplacementOutcomeText({ requesterName, outcome }: { requesterName: string; outcome: ReplacementOutcome }) {
  switch (outcome.state) {
    case 'running':
      return (
        <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
          <Spinner className="size-3.5" />
          Answering…
        </span>
      );
    case 'done':
      return (
        <div className="space-y-0.5">
          <Badge tone="success" dot>
            {outcome.alreadyApplied ? 'Done: already so' : 'Done'}
          </Badge>
          <p className="text-xs text-slate-700">{replacementDone(requesterName, { choice: outcome.answer.choice, result: outcome.result, coverName: outcome.answer.cover?.name ?? null })}</p>
        </div>
      );
    case 'not_pending':
      return <NoLongerPending now={outcome.now} />;
    case 'failed':
      return <AnswerFailed message={outcome.message} />;
  }
}
