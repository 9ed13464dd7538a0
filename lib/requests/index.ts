// The feature's public surface: what other features may import from it.
export { defaultWindow, inboxWindowSchema, parseInboxWindow } from './inbox-window';
export { buildRequestInbox } from './build-inbox';
export { requestsPageHref } from './request-urls';
