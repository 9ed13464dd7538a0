import 'server-only';
import type { AutoFillInput, AutoFillProposal, TierProgress } from '@/lib/auto-fill';

/** What the solve reports on the way: HiGHS loaded and solving, then each tier as it ends. */
export type AutoFillProgress = { stage: 'solving' } | ({ stage: 'tier' } & TierProgress);

export type SolveJob = { input: AutoFillInput; timeLimitMs: number };

export type WorkerMessage = { type: 'progress'; progress: AutoFillProgress } | { type: 'done'; result: AutoFillProposal } | { type: 'error'; message: string };
