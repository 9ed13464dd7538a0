import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { RefreshIcon } from '@/components/ui/icons';
import type { MemberDecision } from '@/lib/contract/members';
import { decisionVerb } from './inbox-format';
import type { Batch, RowOutcome } from './use-decisions';

export type BulkBarProps = {
  selectable: number;
  selected: number;
  allSelected: boolean;
  batch: Batch | null;
  outcomes: ReadonlyMap<string, RowOutcome>;
  locked: boolean;
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

/** Select rows, answer them all one at a time, follow the progress, retry what failed. */
export function BulkBar(p: BulkBarProps) {
  const { batch } = p;
  const doing = batch?.decision === 'ACCEPTED' || batch?.decision === 'DECLINED' ? decisionVerb[batch.decision].doing : 'Answering';
  const percent = batch && batch.keys.length > 0 ? Math.round((batch.finished / batch.keys.length) * 100) : 0;
  return (
    <div className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white/95 px-4 py-2.5 shadow-card backdrop-blur-sm" role="region" aria-label="Bulk answers">
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4 accent-brand-600" checked={p.allSelected} disabled={p.locked || p.selectable === 0} onChange={(e) => p.onSelectAll(e.target.checked)} />
        Select all ({p.selectable})
      </label>
      <span className="text-sm text-slate-500" aria-live="polite">
        {p.selected} selected
      </span>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="primary" disabled={p.locked || p.selected === 0} onClick={() => p.onDecide('ACCEPTED')}>
          Approve selected
        </Button>
        <Button size="sm" variant="secondary" disabled={p.locked || p.selected === 0} onClick={() => p.onDecide('DECLINED')}>
          Decline selected
        </Button>
      </div>
      {batch && (
        <div className="flex min-w-64 flex-1 items-center gap-3" data-testid="bulk-progress">
          <div
            role="progressbar"
            aria-label={batch.running ? `${doing} selected requests` : 'Last bulk answer'}
            aria-valuemin={0}
            aria-valuemax={batch.keys.length}
            aria-valuenow={batch.finished}
            className="h-1.5 w-32 overflow-hidden rounded-full bg-slate-100"
          >
            <div className={cn('h-full rounded-full transition-[width]', batch.running ? 'bg-brand-500' : 'bg-emerald-500')} style={{ width: `${percent}%` }} />
          </div>
          <span className="text-sm text-slate-600 tabular-nums" aria-live="polite">
            {batch.running ? `${doing} ${Math.min(batch.finished + 1, batch.keys.length)} of ${batch.keys.length}…` : summary(batch, p.outcomes)}
          </span>
        </div>
      )}
      <div className="ml-auto flex items-center gap-2">
        {p.failedCount > 0 && (
          <Button size="sm" variant="secondary" icon={<RefreshIcon size={14} />} disabled={p.locked} onClick={p.onRetryFailed}>
            Retry failed ({p.failedCount})
          </Button>
        )}
        {p.hasResults && (
          <Button size="sm" variant="ghost" disabled={p.locked} onClick={p.onClear}>
            Clear results
          </Button>
        )}
      </div>
    </div>
  );
}
