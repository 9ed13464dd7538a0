import 'server-only';

// The feature's public surface for other features' server code and routes.
export { historyLines } from './history-lines';
export { undoChange, undoChangeDefinition } from './undo-change';
