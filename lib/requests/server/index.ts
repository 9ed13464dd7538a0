import 'server-only';

// The feature's public surface for other features' server code.
export { countOpenRequests, readRequestInbox } from './inbox-service';
