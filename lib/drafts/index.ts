// The feature's public surface: what other features and the browser may import from it.
export { draftLineKinds, draftLineSources, type DraftLine, type DraftLineKind, type DraftLineSource, type DraftNewItem, type LineSubject } from './draft-lines';
export { draftView, type DraftMark, type DraftViewItem, type OverlayItem } from './draft-view';
export { draftSummary, type DraftSummary } from './draft-summary';
export * from './draft-input';
export { draftEntries, draftItemRef, isDraftOnlyItem, type DraftEntryMark } from './draft-entries';
export { draftWeekOf } from './draft-range';
export type { DraftProgress, DraftRead, DraftsAnswer } from './draft-answer';
