import 'server-only';
export { runAutoFill, type RunOptions } from './run-auto-fill';
export type { AutoFillProgress } from './worker-messages';
