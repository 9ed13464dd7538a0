// Auto-fill: a proposed staffing for a range, the most places any staffing can fill, as fairly as
// possible, with a reason for every line (docs/decisions/auto-fill-model.md). Pure: its input is
// plain data; the worker that runs it off the request thread is in ./server.
export type { AutoFillInput, AutoFillPerson, AutoFillProposal, AutoFillScore, AutoFillSlot, Assignment, PlannedPerson, PlannedShift, ProposalLine, Span, UnfilledLine, WeekPattern } from './types';
export { withHandChanges, withHandChangesShown, KEPT_OPEN_REASON, PINNED_REASON, type HandChanges, type HandChangeRefusal } from './pinned';
export { autoFillUrl, MAX_HAND_CHANGES } from './auto-fill-url';
export { propose, type ProposeOptions } from './propose';
export { hardBreaksOf, type HardBreak } from './check';
export { greedyFill } from './greedy';
export type { TierProgress } from './solve-model';
