// The feature's public surface: what other features may import from it.
export { Composer } from './composer';
export { MessageHistory } from './history';
export { MessagingSetup } from './messaging-setup';
