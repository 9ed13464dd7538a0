// The feature's public surface: what other features may import from it.
export { BoardDraftBar } from './board-draft-bar';
export { useOpenDraft } from './use-open-draft';
export { DraftMarksProvider, DraftTag, draftEntryClasses, useDraftMark } from './draft-marks';
