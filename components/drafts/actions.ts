
// What of the drafts UI is wired to its server actions, for the boards (which hold the actions
// anyway); forms and cells below them get the actions through the edit target, never by import.

export { BoardDraftBar } from './board-draft-bar';

export { useBoardDraftEditing } from './board-draft-editing';
export { useBoardDraft, useDraftedItems } from './use-board-draft';
