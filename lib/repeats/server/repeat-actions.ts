import 'server-only';
// The repeat actions (scheduler and up, inside the scope guard, audited by the pipeline): create a
// series fresh or from an item; edit "this one", "this and following" or "all"; end a series and
// undo that; the organization's horizon. They change Shiftdesk's rows and the items of future,
// untouched occurrences; the rolling pass (roll-repeats.ts) writes what becomes due.
export { type AppliedView, type SeriesView } from './series-action-support';
export * from './series-create-actions';
export * from './series-edit-actions';
export * from './series-end-actions';
