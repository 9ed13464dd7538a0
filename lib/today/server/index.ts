import 'server-only';

// The feature's public surface for server code.
export { readToday } from './read-today';
