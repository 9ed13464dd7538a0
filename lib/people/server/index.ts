import 'server-only';

// People: an organization's members and their profiles, as the other features read them.
export { directoryOf } from './directory-of';
export { createDirectoryService, type DirectoryService, type EnterpriseWithOrganizations, type OrganizationMember } from './directory-service';
export type { UserProfile } from './user-profiles';
export { AVATAR_CACHE_CONTROL, assetEtag, readAvatar } from './avatar';
export { requireOrganization, requireOrganizationMembers } from './organization-membership';
export { scheduleMembersRead } from './schedule-members';
