// The feature's public surface: what other features may import from it.
export { ConnectForm } from './connect-form';
export { ConnectionCard } from './connection-card';
export { EntryPoints } from './entry-points';
