// The feature's public surface: what other features may import from it.
export { matchesMemberSearch } from './member-search';
export { MembersTable, type MembersAvailability } from './members-table';
export { packMember } from './packed-member';
