import 'server-only';
import { parentPort, workerData } from 'node:worker_threads';
import loadHighs from 'highs';
import { propose } from '@/lib/auto-fill';
import type { AutoFillInput } from '@/lib/auto-fill';
import type { WorkerMessage } from './worker-messages';

// The worker's side: load HiGHS, solve, tell the parent how far it got and then the proposal.

const { input, timeLimitMs } = workerData as { input: AutoFillInput; timeLimitMs: number };
const post = (message: WorkerMessage) => parentPort!.postMessage(message);

try {
  const highs = await loadHighs();
  post({ type: 'progress', progress: { stage: 'solving' } });
  const proposal = propose(highs, input, { timeLimitMs, onProgress: (tier) => post({ type: 'progress', progress: { stage: 'tier', ...tier } }) });
  post({ type: 'done', proposal });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
