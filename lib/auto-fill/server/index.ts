import 'server-only';
export { runAutoFill, type RunOptions } from './run-auto-fill';
export type { AutoFillProgress } from './worker-messages';
export { readAutoFillInput, positionsForPlanning } from './read-auto-fill-input';
export { answerAutoFill, autoFillRoute, AUTO_FILL_TIME_LIMIT_MS, type AutoFillAnswer, type PublishedUntilOf } from './auto-fill-route';
export { readStoredProposal, type StoredProposal } from './proposal-store';
export { seedDemoPlanning } from './demo-planning';
