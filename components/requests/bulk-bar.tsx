import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { RefreshIcon } from '@/components/ui/icons';
import type { MemberDecision } from '@/lib/contract/members';
import { decisionVerb } from './inbox-format';
import type { Batch, RowOutcome } from './use-decisions';

export type BulkBarProps = {
  /** Rows that can still be ticked (not answered, not being answered). */
  selectable: number;
  selected: number;
  allSelected: boolean;
  batch: Batch | null;
  outcomes: ReadonlyMap<string, RowOutcome>;
  failedCount: number;
  hasResults: boolean;
  onSelectAll: (all: boolean) => void;
  onDecide: (decision: MemberDecision) => void;
  onRetryFailed: () => void;
  onClear: () => void;
};

function summary(batch: Batch, outcomes: ReadonlyMap<string, RowOutcome>): string {
  const counts = { done: 0, not_pending: 0, failed: 0 };
  for (const key of batch.keys) {
    const state = outcomes.get(key)?.state;
    if (state === 'done' || state === 'not_pending' || state === 'failed') counts[state] += 1;
  }
  const parts = [`${counts.done} done`];
  if (counts.not_pending) parts.push(`${counts.not_pending} no longer pending`);
  if (counts.failed) parts.push(`${counts.failed} failed`);
  return parts.join(' · ');
}

/** Select rows, answer them all (a few at a time), follow the progress, retry what failed. */
export function BulkBar(p: BulkBarProps) {
  const { batch } = p;
  const doing = batch?.decision === 'ACCEPTED' || batch?.decision === 'DECLINED' ? decisionVerb[batch.decision].doing : 'Answering';
  const percent = batch && batch.keys.length > 0 ? Math.round((batch.finished / batch.keys.length) * 100) : 0;
  // Inactive, not disabled: the buttons keep the keyboard focus while the selection empties.
  const inactive = p.selected === 0;
  return (
    <div className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white/95 px-4 py-1.5 shadow-card backdrop-blur-sm" role="region" aria-label="Bulk answers">
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4 accent-brand-600" checked={p.allSelected} disabled={p.selectable === 0} onChange={(e) => p.onSelectAll(e.target.checked)} />
        Select all ({p.selectable})
      </label>
      <span className="text-sm text-slate-600" aria-live="polite">
        {p.selected} selected
      </span>
      <div className="flex items-center gap-2">
        {(['ACCEPTED', 'DECLINED'] as const).map((decision) => (
          <Button
            key={decision}
            size="sm"
            variant={decision === 'ACCEPTED' ? 'primary' : 'secondary'}
            inactive={inactive}
            onClick={() => p.onDecide(decision)}
          >
            {decisionVerb[decision].button} selected
          </Button>
        ))}
      </div>
      {batch && (
        <div className="flex min-w-0 flex-1 basis-64 items-center gap-3" data-testid="bulk-progress">
          <div
            role="progressbar"
            aria-label={batch.running ? `${doing} selected requests` : 'Last bulk answer'}
            aria-valuemin={0}
            aria-valuemax={batch.keys.length}
            aria-valuenow={batch.finished}
            className="h-1.5 w-24 shrink-0 overflow-hidden rounded-full bg-slate-100"
          >
            <div className={cn('h-full rounded-full transition-[width]', batch.running ? 'bg-brand-500' : 'bg-emerald-500')} style={{ width: `${percent}%` }} />
          </div>
          <span className="text-sm text-slate-600 tabular-nums" aria-live="polite">
            {batch.running ? `${doing}: ${batch.finished} of ${batch.keys.length} answered…` : summary(batch, p.outcomes)}
          </span>
        </div>
      )}
      <div className="ml-auto flex items-center gap-2">
        {p.failedCount > 0 && (
          <Button size="sm" variant="secondary" icon={<RefreshIcon size={14} />} onClick={p.onRetryFailed}>
            Retry failed ({p.failedCount})
          </Button>
        )}
        {p.hasResults && (
          <Button size="sm" variant="ghost" onClick={p.onClear}>
            Clear results
          </Button>
        )}
      </div>
    </div>
  );
}
