import 'server-only';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AutoFillInput, AutoFillProposal } from '@/lib/auto-fill';
import { WORKER_BOOT, WORKER_BUNDLE } from '@/lib/auto-fill/worker-bundle';
import type { WarmWorkers, WorkerScript } from '@/lib/server/workers/warm-workers';
import type { AutoFillProgress, SolveJob } from './worker-messages';

// A solve off the request thread, in the app's warm worker for auto-fill (HiGHS blocks the thread
// it runs on): the time limit handed to the solver, and a hard stop well after it (building the
// model and the words come on top of the solver's time) should it overrun. The request thread
// only waits on messages.

const GRACE_MS = 60_000;

/** The compiled bundle in a production build (`npm run build`); the TypeScript through tsx otherwise. */
export function solveWorkerScript(): WorkerScript {
  // From the project's folder, not this module's URL: the bundler moves this module, not the worker.
  const at = (file: string) => pathToFileURL(path.join(/* turbopackIgnore: true */ process.cwd(), file));
  return process.env.NODE_ENV === 'production' ? { url: at(WORKER_BUNDLE) } : { url: at(WORKER_BOOT), execArgv: ['--conditions=react-server'] };
}

export type RunOptions = { timeLimitMs: number; onProgress?: (progress: AutoFillProgress) => void };

export async function runAutoFill(workers: WarmWorkers, input: AutoFillInput, options: RunOptions): Promise<AutoFillProposal> {
  const job: SolveJob = { input, timeLimitMs: options.timeLimitMs };
  const onProgress = options.onProgress as ((progress: unknown) => void) | undefined;
  return (await workers.run(solveWorkerScript(), job, { onProgress, stopAfterMs: 2 * options.timeLimitMs + GRACE_MS })) as AutoFillProposal;
}
