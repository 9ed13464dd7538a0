import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { decisionVerb, nowText } from './inbox-format';
import type { MemberNow } from '@/lib/staffing';
import type { RowOutcome } from './use-decisions';

/** A decision's outcome on its row, in words (colour is never the only signal); `effect` is what it did. */
export function RowOutcomeText({ outcome, effect }: { outcome: RowOutcome; effect: string }) {
  const verb = decisionVerb[outcome.decision];
  switch (outcome.state) {
    case 'queued':
      return <span className="text-xs text-slate-600">Waiting its turn to be {verb.done}…</span>;
    case 'running':
      return (
        <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
          <Spinner className="size-3.5" />
          {verb.doing}…
        </span>
      );
    case 'done':
      return (
        <div className="space-y-0.5">
          <Badge tone="success" dot>
            {outcome.alreadyApplied ? `Done: already ${verb.done}` : `Done: ${verb.done}`}
          </Badge>
          <p className="text-xs text-slate-700">{effect}</p>
        </div>
      );
    case 'not_pending':
      return <NoLongerPending now={outcome.now} />;
    case 'failed':
      return <AnswerFailed message={outcome.message} />;
  }
}

/** The request changed before the answer was sent: nothing was written. */
export function NoLongerPending({ now }: { now: MemberNow }) {
  return (
    <Badge tone="warning" dot wrap>
      No longer pending: {nowText(now)}
    </Badge>
  );
}

export function AnswerFailed({ message }: { message: string }) {
  return (
    <p className="text-xs leading-snug text-red-700" role="alert">
      <span className="font-medium">Failed: </span>
      {message}
    </p>
  );
}
