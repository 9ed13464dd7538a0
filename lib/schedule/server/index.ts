import 'server-only';

// The feature's public surface for other features' server code.
export { createScheduleItem, currentItem, getScheduleItemDetail, listScheduleItems, listVisibleItems, patchScheduleItem, withName } from './calendar-service';
export { requireConfirmedConflicts, requireConfirmedMove, type ConflictAnswer, type ItemsView } from './conflict-check';
export { auditView, changeFacts, createBodyOf } from './item-writes';
export { readScheduleAnswer } from './schedule-answer';
export { toScheduleItem } from './to-schedule-item';
export { copyNeeds, needsOfItem, needsOfOrganization, saveNeeds } from './item-needs-store';
export { workedInWeeksBefore } from './worked-history';
