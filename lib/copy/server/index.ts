import 'server-only';

// The feature's public surface for other features' server code.
export { readCopyProgress } from './copy-progress';
export { startCopyResume, sweepCopiesSoon } from './copy-resume';
export { planCopy, previewCopy } from './copy-start';
export type { CopySourceItem } from './copy-source';
export { recentCopiesBy } from './recent-copies';
