// The feature's public surface: what other features may import from it.
export type { HistoryRead } from './types';
