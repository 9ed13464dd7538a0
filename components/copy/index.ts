// The feature's public surface: what other features may import from it.
export { CopyButton } from './copy-button';
export type { CopyIntoDraft } from './copy-dialog';
