// Repeating shifts, the pure part: the rule, its RRULE, its expansion in a zone, its words.
export { daysOf, repeatRuleSchema, toRRule, REPEAT_COUNT_MAX, REPEAT_INTERVAL_MAX, type RepeatRule } from './repeat-rule';
export { expandSeries, occurrencesBefore, seriesRRule, seriesRRuleText, type Occurrence, type SeriesTimes } from './expand-series';
export { ruleInWords } from './rule-words';
export { repeatLabel, type RepeatMark, type RepeatMarks } from './repeat-marks';
export {
  createSeriesInputSchema,
  editFollowingInputSchema,
  editOccurrenceInputSchema,
  editSeriesInputSchema,
  endSeriesInputSchema,
  HORIZON_WEEKS_MAX,
  repeatItemInputSchema,
  REPEAT_PEOPLE_MAX,
  seriesFieldsSchema,
  setHorizonInputSchema,
  undoEndSeriesInputSchema,
  type SeriesFields,
} from './repeat-inputs';
