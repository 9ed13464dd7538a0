import type { InboxRequest } from '@/lib/requests/inbox-types';
import type { HourCycle } from '@/lib/time/hour-cycle';
import { approvalClashes } from './approval-clashes';
import type { InboxRow } from './inbox-rows';
import type { Job, RowOutcome } from './use-decisions';

// What the inbox's buttons do with the decisions: send jobs (their rows leave the selection), ask
// before an approval the rows already warn would double-book someone, send the failed ones again.

type Options = {
  timeZone: string;
  hourCycle: HourCycle;
  send: (jobs: Job[], asBatch: boolean) => void;
  drop: (keys: ReadonlySet<string>) => void;
  askBefore: (sentences: readonly string[], confirmLabel: string) => Promise<boolean>;
  outcomeOf: (key: string) => RowOutcome | undefined;
};

export function inboxCommands({ timeZone, hourCycle, send, drop, askBefore, outcomeOf }: Options) {
  const run = (jobs: Job[], asBatch: boolean) => {
    drop(new Set(jobs.map((job) => job.request.key)));
    send(jobs, asBatch);
  };
  const approve = async (requests: readonly InboxRequest[], asBatch: boolean) => {
    const clashing = new Set(requests.filter((r) => approvalClashes(r, timeZone, hourCycle).length > 0).map((r) => r.key));
    if (clashing.size > 0) {
      const sentences = requests.flatMap((r) => approvalClashes(r, timeZone, hourCycle));
      const label = requests.length > 1 ? `Approve all ${requests.length} anyway` : 'Approve anyway';
      if (!(await askBefore(sentences, label))) return;
    }
    run(requests.map((request) => ({ request, decision: 'ACCEPTED', confirmConflicts: clashing.has(request.key) })), asBatch);
  };
  const decline = (requests: readonly InboxRequest[], asBatch: boolean) => run(requests.map((request): Job => ({ request, decision: 'DECLINED' })), asBatch);
  const retryFailed = (failed: readonly InboxRow[]) => run(failed.map((r): Job => ({ request: r.request, decision: outcomeOf(r.request.key)?.decision ?? 'ACCEPTED' })), true);
  return { run, approve, decline, retryFailed };
}
