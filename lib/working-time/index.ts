// Working-time rules (minimum rest, longest shift, day, week, days in a row, shifts per day): pure,
// the same on the server and in the browser. The rules themselves are set in Settings
// (lib/entry-points/working-time-rules.ts).
export { ruleBreaksOf, type RuleBreak, type RuleName, type WorkedShift } from './rule-breaks';
export { breaksWithin, type ShiftBreaks } from './week-breaks';
export { hasAnyRule, NO_WORKING_TIME_RULES, workingTimeRulesOf, type WorkingTimeRules } from '@/lib/entry-points/working-time-rules';
export { RULE_BREAK_REASON_FIELD, RULE_BREAK_REASON_MISSING, RULE_BREAKS_FIELD, reasonProblem, requiredRuleBreakReason, ruleBreakReasonField, ruleBreakSentence, ruleBreaksToConfirm, type RuleBreakOverride } from './break-reason';
export { LONGEST_RULE_WINDOWS, ruleReadRange } from './rule-read-range';
export { dayAfter, dayIn, daysApart, dayStart, weekOf } from './zoned-memo';
