// The feature's public surface: what other features may import from it.
export type { DecisionResult, MemberNow } from './decision-plan';
export { addStatuses, defaultItemStatusFor, type AddStatus } from './add-statuses';
export { rankCandidates } from './candidates';
export { involvementByUser, isUserMember, toInboxItem, warningsFor, type Involvement } from './person-warnings';
export { warningReadRange } from './warning-range';
export { isRequestStatus, type InboxItem, type InboxPerson, type RequestStatus, type RequestWarnings } from './warning-types';
export { workedMsOf, workedSpanWithin } from './worked-time';
export type { ReplacementChoice } from './replacement-plan';
export type { ReplacementInput } from './replacement-input';
export type { ReplacementResult } from './replacement-result';
