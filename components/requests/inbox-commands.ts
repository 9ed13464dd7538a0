import type { InboxRequest } from '@/lib/requests/inbox-types';
import type { HourCycle } from '@/lib/time/hour-cycle';
import type { ConflictQuestion, ConflictYes } from '@/components/ui/conflict-confirm';
import { reasonProblem } from '@/lib/working-time';
import { approvalClashes, approvalRuleBreaks } from './approval-clashes';
import type { InboxRow } from './inbox-rows';
import type { Job, RowOutcome } from './use-decisions';

// What the inbox's buttons do with the decisions: send jobs (their rows leave the selection), ask
// before an approval the rows already warn would double-book someone or break a working-time rule
// (with a reason for the rules), send the failed ones again.

type Options = {
  timeZone: string;
  hourCycle: HourCycle;
  send: (jobs: Job[], asBatch: boolean) => void;
  drop: (keys: ReadonlySet<string>) => void;
  askBefore: (question: ConflictQuestion) => Promise<ConflictYes | false>;
  outcomeOf: (key: string) => RowOutcome | undefined;
};

export function inboxCommands({ timeZone, hourCycle, send, drop, askBefore, outcomeOf }: Options) {
  const run = (jobs: Job[], asBatch: boolean) => {
    drop(new Set(jobs.map((job) => job.request.key)));
    send(jobs, asBatch);
  };
  const approve = async (requests: readonly InboxRequest[], asBatch: boolean) => {
    const doubles = requests.flatMap((r) => approvalClashes(r, timeZone, hourCycle));
    const breaks = requests.flatMap(approvalRuleBreaks);
    const asked = new Set(requests.filter((r) => approvalClashes(r, timeZone, hourCycle).length + approvalRuleBreaks(r).length > 0).map((r) => r.key));
    let yes: ConflictYes = { reason: undefined };
    if (asked.size > 0) {
      const confirmLabel = requests.length > 1 ? `Approve all ${requests.length} anyway` : 'Approve anyway';
      const answer = await askBefore({ sentences: [...doubles, ...breaks], confirmLabel, ...(breaks.length ? { ruleBreaks: { sentences: breaks, check: reasonProblem } } : {}) });
      if (!answer) return;
      yes = answer;
    }
    run(requests.map((request) => ({ request, decision: 'ACCEPTED', confirmConflicts: asked.has(request.key), ruleBreakReason: approvalRuleBreaks(request).length ? yes.reason : undefined })), asBatch);
  };
  const decline = (requests: readonly InboxRequest[], asBatch: boolean) => run(requests.map((request): Job => ({ request, decision: 'DECLINED' })), asBatch);
  const retryFailed = (failed: readonly InboxRow[]) => run(failed.map((r): Job => ({ request: r.request, decision: outcomeOf(r.request.key)?.decision ?? 'ACCEPTED' })), true);
  return { run, approve, decline, retryFailed };
}
