import 'server-only';

// Repeating shifts as start-up and other features' server code use them.
export { repeatRollIdle, rollRepeatsSoon, startRepeatRoll } from './repeat-passes';
export { rollRepeats } from './roll-repeats';
