import type { Metadata } from 'next';
import { MembersTable } from '@/components/directory/members-table';
import { ReadProblem } from '@/components/directory/read-problem';
import { organizationInScopeOrNotFound } from '@/lib/server/access/page-scope';
import { requireUser } from '@/lib/server/auth';
import { getOrganizationMembers } from '@/lib/server/directory';
import { readForPage } from '@/lib/server/navigation/page-reads';

export const metadata: Metadata = { title: 'Members' };

/** Everyone in the organization, with names, titles, admin flags and avatars. */
export default async function MembersPage({ params }: { params: Promise<{ organizationId: string }> }) {
  await requireUser('viewer');
  const organizationId = await organizationInScopeOrNotFound((await params).organizationId);
  const read = await readForPage(() => getOrganizationMembers(organizationId));
  if (!read.ok) return <ReadProblem error={read.error} what="the members" />;
  return (
    <MembersTable
      members={read.data.map((m) => ({
        userId: m.userId,
        fullName: m.fullName,
        title: m.title ?? null,
        isAdmin: m.isAdmin,
        avatarUrl: m.avatarPublicId ? `/api/assets/${m.avatarPublicId}` : null,
        resolved: m.resolved,
      }))}
    />
  );
}
