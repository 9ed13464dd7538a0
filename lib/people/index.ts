// The feature's public surface: what other features may import from it.
export type { MemberOption, MembersRead } from './member-option';
