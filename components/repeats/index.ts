// The feature's UI surface: the marks on the boards, the drawer's section, the move question.
export { RepeatMarkIcon, RepeatMarksProvider, useRepeatMark } from './repeat-marks';
export { RepeatSection, type RepeatActions } from './repeat-section';
export { useRepeatMoves, type RepeatMoveResult } from './use-repeat-moves';
export { useRepeatOnCreate } from './use-repeat-on-create';
export { RepeatHorizonForm } from './repeat-horizon-form';
