import 'server-only';

// The feature's public surface for other features' server code.
export { seedDemoMessaging } from './demo-messaging';
export { listHistory } from './history';
export { readMessagesPage, readMessagingSetupPage } from './messages-page';
export { startOutboxResume, sweepOutboxSoon } from './outbox-runner';
export { queueCardOnce, savedConversationsOf, sendQueuedCard, templateIsSetUp, type CardToPost } from './feature-cards';
