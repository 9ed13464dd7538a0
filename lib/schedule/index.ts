// The feature's public surface: what other features may import from it.
export { itemTypeFilters, parseViewState, shownRange, stepDate, todayIn, viewStateQuery, visibleRange, type ScheduleViewState } from './calendar-view';
export { filterItems, type ItemFilters } from './item-filters';
export { stackItems } from './item-stacks';
export { itemLabel, itemStatusLabel, itemTitle, itemTypeLabel, itemTypeLabels, memberStatusLabel, workingMembers } from './item-words';
export { itemsByDay } from './items-by-day';
export { isNoLongerOn } from './member-presence';
export { holdsItem, isCalledOff, isOpenShift } from './open-shifts';
export { conflictMarks, conflictsOf, isCommitment, type ConflictMark } from './conflict-rule';
export { epochMsParam, rangeQuerySchema } from './range-query';
export { replaceInCache } from './replace-in-cache';
export { coverWords, heldCount, isShortHanded, peopleWords, staffingState, staffingWord, staffingWords, type StaffingState } from './staffing-words';
export { DEFAULT_NEEDS, MAX_NEEDS, needsOf, needsSchema, type NeedsByItem } from './item-needs';
export type { ScheduleItem, ScheduleMember } from './schedule-item';
export { calendarItemsUrl } from './schedule-read';
export { boardReadRange } from './judged-range';
export { conflictItemWords, conflictSentence, conflictsToConfirm, CONFIRM_CONFLICTS_FIELD, markSentences } from './conflict-words';
export { countsAsWork, ruleBreaksWithin, workedShiftsByUser } from './worked-shifts';
export { breakMarks, breakMarkSentences, NO_BREAK_MARKS, personBreakWords, type BreakMark, type BreakMarks } from './break-marks';
