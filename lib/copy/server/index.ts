import 'server-only';

// The feature's public surface for other features' server code.
export { readCopyProgress } from './copy-progress';
export { startCopyResume, sweepCopiesSoon } from './copy-resume';
export { previewCopy } from './copy-start';
export { recentCopiesBy } from './recent-copies';
