// The feature's public surface: what other features may import from it (no server action: what is
// wired to them is in ./actions.ts, imported by the boards).
export { useOpenDraft } from './use-open-draft';
export { DraftMarksProvider, DraftTag, draftEntryClasses, useDraftMark } from './draft-marks';
export { EditTargetProvider, useCopyIntoDraft, useDraftEditing, useDraftEditDone, type DraftEditing, type DraftTarget, type DraftWrites } from './edit-target';
