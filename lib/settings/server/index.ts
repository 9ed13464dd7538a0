import 'server-only';

// The feature's public surface for other features' server code.
export { connectionSummary, needsAttention } from './connection-summary';
export { readSettingsPage } from './settings-page';
