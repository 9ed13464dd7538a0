// The feature's public surface: what other features may import from it.
export { RequestsCountBadge } from './requests-count-badge';
export { RequestsInbox } from './requests-inbox';
