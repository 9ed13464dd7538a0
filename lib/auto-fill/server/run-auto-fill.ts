import 'server-only';
import { Worker } from 'node:worker_threads';
import type { AutoFillInput, AutoFillProposal } from '@/lib/auto-fill';
import type { AutoFillProgress, WorkerMessage } from './worker-messages';

// A solve off the request thread: a worker_threads worker per proposal (HiGHS blocks the thread it
// runs on), with the time limit handed to the solver and a hard stop well after it (the worker's
// start, the model's building and the words come on top of the solver's time) in case it overruns. The request thread only waits on messages.
//
// The worker is TypeScript run through tsx (solve-worker-boot.mjs), as the scripts are; a production
// build must ship it compiled (docs/decisions/auto-fill-model.md, "Running it").

const WORKER = new URL('./solve-worker-boot.mjs', import.meta.url);
const GRACE_MS = 60_000;

export type RunOptions = { timeLimitMs: number; onProgress?: (progress: AutoFillProgress) => void };

export function runAutoFill(input: AutoFillInput, options: RunOptions): Promise<AutoFillProposal> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { input, timeLimitMs: options.timeLimitMs }, execArgv: ['--conditions=react-server'] });
    let settled = false;
    const settle = (end: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stop);
      void worker.terminate();
      end();
    };
    const stop = setTimeout(() => settle(() => reject(new Error(`Auto-fill did not answer within ${2 * options.timeLimitMs + GRACE_MS} ms.`))), 2 * options.timeLimitMs + GRACE_MS);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.progress);
      else if (message.type === 'done') settle(() => resolve(message.proposal));
      else settle(() => reject(new Error(message.message)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`Auto-fill's worker stopped (code ${code}).`))));
  });
}
