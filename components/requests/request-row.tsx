import Link from 'next/link';
import { itemTypeLabel, memberStatusLabel } from '@/components/calendar/item-labels';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TableCell, TableRow } from '@/components/ui/table';
import type { MemberDecision } from '@/lib/contract/members';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import { itemHours, itemLabel } from './inbox-format';
import { RequestWarningBadges } from './request-warnings';
import { RowOutcomeText } from './row-outcome';
import type { RowOutcome } from './use-decisions';

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
  /** A decision is running somewhere: no new one may start. */
  locked: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (decision: MemberDecision) => void;
};

export function RequestRow({ organizationId, request, timeZone, canDecide, gone, outcome, selected, locked, onSelect, onDecide }: RequestRowProps) {
  const { item, person } = request;
  const label = itemLabel(item);
  const scheduleHref = `/organizations/${organizationId}/schedule?view=day&date=${request.day}&tz=${encodeURIComponent(timeZone)}`;
  const settled = outcome?.state === 'done' || outcome?.state === 'not_pending';
  return (
    <TableRow selected={selected} data-request-key={request.key} data-testid="request-row" className={cn(gone && 'text-slate-500')}>
      {canDecide && (
        <TableCell className="w-10 pr-0">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={selected}
            disabled={locked}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select ${person.displayName}, ${label}`}
          />
        </TableCell>
      )}
      <TableCell>
        <div className="flex items-center gap-2.5">
          <Avatar src={person.avatarUrl} alt={person.displayName} size="sm" decorative />
          <span className="font-medium whitespace-nowrap text-slate-900">{person.displayName}</span>
        </div>
      </TableCell>
      <TableCell>
        <Link href={scheduleHref} className="font-medium text-brand-700 hover:underline" title="Open the schedule on this day">
          {label}
        </Link>
        <p className="text-xs whitespace-nowrap text-slate-500">
          {itemTypeLabel(item.type)} · <span className="tabular-nums">{itemHours(item, timeZone, request.day)}</span>
        </p>
      </TableCell>
      <TableCell>
        <Badge tone={request.kind === 'REPLACEMENT_REQUESTED' ? 'info' : 'accent'}>{memberStatusLabel(request.kind)}</Badge>
      </TableCell>
      <TableCell className="py-2.5">
        <RequestWarningBadges warnings={request.warnings} timeZone={timeZone} day={request.day} />
      </TableCell>
      {canDecide && (
        <TableCell className="w-64">
          <div className="flex flex-col items-start gap-1.5" aria-live="polite">
            {!settled && !gone && (
              <div className="flex items-center gap-1.5">
                <Button size="sm" variant="primary" disabled={locked} onClick={() => onDecide('ACCEPTED')}>
                  Approve
                </Button>
                <Button size="sm" variant="secondary" disabled={locked} onClick={() => onDecide('DECLINED')}>
                  Decline
                </Button>
              </div>
            )}
            {outcome && <RowOutcomeText outcome={outcome} />}
          </div>
        </TableCell>
      )}
    </TableRow>
  );
}
