// The feature's UI (no server actions imported here): Settings' editor, the drawer's field, a person's dialog.
export { ItemPositionForm } from './item-position-form';
export { PersonPositionsDialog, PersonPositionsForm, type PositionsPerson } from './person-positions-dialog';
export { PositionsEditor, type PositionsActions } from './positions-editor';
