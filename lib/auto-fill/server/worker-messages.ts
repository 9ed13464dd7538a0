import 'server-only';
import type { AutoFillProposal, TierProgress } from '@/lib/auto-fill';

/** What the solve reports on the way: HiGHS loaded and solving, then each tier as it ends. */
export type AutoFillProgress = { stage: 'solving' } | ({ stage: 'tier' } & TierProgress);

export type WorkerMessage = { type: 'progress'; progress: AutoFillProgress } | { type: 'done'; proposal: AutoFillProposal } | { type: 'error'; message: string };
