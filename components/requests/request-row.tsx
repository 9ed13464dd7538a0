import { IntentLink } from '@/components/ui/intent-link';
import { useId, type ReactNode } from 'react';
import { itemTypeLabel, staffingWords } from '@/lib/schedule';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { MemberDecision } from '@/lib/contract/members';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import { itemHours, shortDay } from '@/lib/time/day-words';
import { itemLabel } from '@/lib/schedule';
import { decisionVerb } from './inbox-format';
import { requestWording } from './request-wording';
import { RequestWarningBadges } from '@/components/staffing';
import { RuleBreakBadges } from '@/components/working-time';
import { RowOutcomeText } from './row-outcome';
import { isInFlight, isSettled, type RowOutcome } from './use-decisions';
import { useHourCycle } from '@/components/ui/hour-cycle';

/** The row's columns on wide screens; below lg the cells stack (see ROW_HEADINGS in requests-inbox). */
export const ROW_GRID = 'lg:grid lg:grid-cols-[1.5rem_minmax(0,1.1fr)_minmax(0,1.3fr)_minmax(0,0.9fr)_minmax(0,1.3fr)] lg:gap-x-4';

export type RequestRowProps = {
  organizationId: string;
  request: InboxRequest;
  timeZone: string;
  /** Scheduler or admin: selection and Approve / Decline. */
  canDecide: boolean;
  /** No longer in the latest read (decided): shown with its outcome until cleared. */
  gone: boolean;
  outcome: RowOutcome | undefined;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (decision: MemberDecision) => void;
  /** In place of Approve / Decline (a replacement request's own choices); such a row has no checkbox. */
  choices?: (row: { when: string; rowName: string }) => ReactNode;
};

/** One request: who asked what, on which item, the warnings, and what each answer will do. */
export function RequestRow({ organizationId, request, timeZone, canDecide, gone, outcome, selected, onSelect, onDecide, choices }: RequestRowProps) {
  const hourCycle = useHourCycle();
  const { item, person } = request;
  const id = useId();
  const label = itemLabel(item);
  const hours = itemHours(item, timeZone, request.day, hourCycle);
  const scheduleHref = `/organizations/${organizationId}/schedule?view=day&date=${request.day}&tz=${encodeURIComponent(timeZone)}`;
  const wording = requestWording(request.kind, person.displayName, item.type);
  const answering = isInFlight(outcome);
  const answered = gone || isSettled(outcome);
  // Named with the row: seventeen identical "Approve" buttons tell a screen reader nothing.
  const when = `${shortDay(request.day, true)} ${hours}`;
  const rowName = `${person.displayName} for ${label}, ${when}`;

  return (
    <li
      data-request-key={request.key}
      data-testid="request-row"
      data-selected={selected || undefined}
      className={cn(
        // Compact: one line per column on wide screens (8 and more rows to a 900 px screen); the
        // effects of each answer are the buttons' descriptions, shown on hover and read out on focus.
        'relative grid grid-cols-[1.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 border-b border-slate-100 px-4 py-1.5 last:border-b-0',
        ROW_GRID,
        selected ? 'bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      <div className="flex items-center">
        {canDecide && !answered && !choices && (
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={selected}
            disabled={answering}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select ${rowName}`}
          />
        )}
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <Avatar src={person.avatarUrl} alt={person.displayName} size="sm" decorative />
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm font-medium text-slate-900">{person.displayName}</p>
          <p className={cn('truncate text-xs font-medium', request.kind === 'REPLACEMENT_REQUESTED' ? 'text-sky-800' : 'text-violet-800')} data-testid="request-asked">
            {wording.asked}
          </p>
        </div>
      </div>
      <div className="col-start-2 min-w-0 leading-tight lg:col-start-auto">
        <IntentLink href={scheduleHref} className="block truncate text-sm font-medium text-brand-700 hover:underline" title="Open the schedule on this day">
          {label}
        </IntentLink>
        <p className="truncate text-xs text-slate-600">
          {itemTypeLabel(item.type)} · <span className="tabular-nums">{when}</span> · <span data-testid="request-staffing">{staffingWords[request.staffing]}</span>
        </p>
      </div>
      <div className="col-start-2 min-w-0 lg:col-start-auto">
        <RequestWarningBadges warnings={request.warnings} timeZone={timeZone} day={request.day} />
        {request.ruleBreaks && (
          <div className="mt-1 flex flex-wrap gap-1.5" aria-label="Working-time rules approving breaks" role="group">
            <RuleBreakBadges breaks={request.ruleBreaks} />
          </div>
        )}
      </div>
      {canDecide && choices && <div className="col-start-2 min-w-0 lg:col-start-auto">{choices({ when, rowName })}</div>}
      {canDecide && !choices && (
        <div className="col-start-2 min-w-0 lg:col-start-auto" aria-live="polite">
          {!answered && (
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {(['ACCEPTED', 'DECLINED'] as const).map((decision) => (
                <Button
                  key={decision}
                  size="sm"
                  variant={decision === 'ACCEPTED' ? 'primary' : 'secondary'}
                  data-decide={decision}
                  inactive={answering}
                  title={wording.effects[decision]}
                  aria-label={`${decisionVerb[decision].button} ${rowName}`}
                  aria-describedby={wording.note ? `${id}-${decision} ${id}-note` : `${id}-${decision}`}
                  onClick={() => onDecide(decision)}
                >
                  {decisionVerb[decision].button}
                </Button>
              ))}
              <ul className="sr-only" data-testid="request-consequences">
                {(['ACCEPTED', 'DECLINED'] as const).map((decision) => (
                  <li key={decision} id={`${id}-${decision}`}>
                    {decisionVerb[decision].button}: {wording.effects[decision]}
                  </li>
                ))}
              </ul>
              {/* The one surprise is said on screen: Approve keeps a person who asked for cover. */}
              {wording.note && (
                <p id={`${id}-note`} className="basis-full text-xs leading-snug text-slate-600">
                  {wording.note}
                </p>
              )}
            </div>
          )}
          {outcome && <RowOutcomeText outcome={outcome} effect={wording.effects[outcome.decision]} />}
        </div>
      )}
    </li>
  );
}
