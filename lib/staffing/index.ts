// The feature's public surface: what other features may import from it.
export type { DecisionResult, MemberNow } from './decision-plan';
export { addStatuses, defaultItemStatusFor, type AddStatus } from './member-inputs';
export { involvementByUser, isUserMember, toInboxItem, warningsFor } from './person-warnings';
export { warningReadRange } from './warning-range';
export { isRequestStatus, type InboxItem, type InboxPerson, type RequestStatus, type RequestWarnings } from './warning-types';
export { workedMsOf, workedSpanWithin } from './worked-time';
