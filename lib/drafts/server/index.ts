import 'server-only';

// The feature's public surface for other features' server code and the app.
export { readDraftById, readDraftsOf, type DraftRead, type DraftsAnswer } from './draft-read';
export { publishedUntilOf } from './draft-store';
export { startPublishResume, sweepPublishesSoon } from './publish-resume';
export type { ReadStoredProposal, StoredProposal } from './accept-auto-fill';
export { publishAnnounceChoices } from './announce-choices';
