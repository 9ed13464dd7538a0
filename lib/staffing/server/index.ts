import 'server-only';

// The feature's public surface for other features' server code.
export { readStaffingCandidates } from './candidates-service';
export { approveMember, approveMemberDefinition, declineMember, declineMemberDefinition } from './decision-action';
export { readWarningItems } from './warning-items';
export { assignMembers, removeMember } from './member-writes';
export { answerReplacementDefinition, answerReplacementRequest } from './replacement-action';
export { completeCover } from './answer-replacement';
export { positionQuestions } from './position-questions';
