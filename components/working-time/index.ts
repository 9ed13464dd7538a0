// The working-time rules' UI: the question a refused write asks, and the marks of breaks.
export { askRefusedWrite, sendAskingFirst, type WriteAnswer } from './ask-refused-write';
export { RuleBreakBadges } from './rule-break-badges';
export { RuleBreakMark, ruleBreakLabel } from './rule-break-mark';
