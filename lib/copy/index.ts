// The feature's public surface: what other features may import from it.
export { copyRequestSchema } from './copy-input';
export { copyWords } from './copy-words';
export { allAlreadyThere, itemsToMake } from './copy-plan';
export type { CopyRequest } from './copy-input';
