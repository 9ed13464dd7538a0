import 'server-only';
import loadHighs from 'highs';
import { propose } from '@/lib/auto-fill';
import type { AutoFillInput } from '@/lib/auto-fill';
import type { SolveJob, WorkerMessage } from './worker-messages';

// The worker's side (a child process), kept warm between solves: HiGHS loaded once, then each job
// the parent sends (one at a time, lib/server/workers/warm-workers.ts) solved, with its progress and
// then the proposal.

const highs = loadHighs();
process.on('message', async ({ id, data }: { id: number; data: SolveJob }) => {
  const post = (message: WorkerMessage) => process.send!({ id, ...message });
  try {
    const solver = await highs;
    post({ type: 'progress', progress: { stage: 'solving' } });
    const input: AutoFillInput = data.input;
    const cpu = process.cpuUsage();
    const result = propose(solver, input, { timeLimitMs: data.timeLimitMs, onProgress: (tier) => post({ type: 'progress', progress: { stage: 'tier', ...tier } }) });
    // The worker's CPU time for the proposal: on a busy machine a fairer measure than the wall time.
    const used = process.cpuUsage(cpu);
    result.stagesMs = { ...result.stagesMs, cpu: Math.round((used.user + used.system) / 1000) };
    post({ type: 'done', result });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
