import 'server-only';

// Repeating shifts as start-up, routes and other features' server code use them.
export { repeatRollIdle, rollRepeatsSoon, startRepeatRoll } from './repeat-passes';
export { ROLL_CONCURRENCY, rollRepeats } from './roll-repeats';
export { answerRepeatMarks, repeatMarksRoute } from './repeat-marks-route';
export { horizonWeeksOfOrganization } from './repeat-store';
