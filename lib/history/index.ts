// The feature's public surface: "Recent changes", a manager's own writes with their Undo.
export { canUndo, overwritesOthers, undoPlan, type UndoStep } from './undo-plan';
export { changeWords, namesWords, whenWords } from './change-words';
export { readChange, type ChangeKind, type KnownChange } from './change-kinds';
export { type ChangeLine, type UndoResult } from './change-lines';
export { undoChangeInputSchema } from './undo-input';
