import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MembersTable } from '@/components/people';
import { packMember } from '@/components/people';
import { ReadProblem } from '@/components/ui/read-problem';
import { TableLoading } from '@/components/shell/table-loading';
import { appServices, organizationInScopeOrNotFound, requireUser } from '@/lib/server/app';
import { directoryOf, type OrganizationMember } from '@/lib/people/server';
import { readForPage, type PageRead } from '@/lib/server/access/path-ids';
import { settlesWithin } from '@/lib/server/settles-within';

export const metadata: Metadata = { title: 'Members' };

/**
 * How long the page waits for its read before it sends the skeleton instead. A skeleton costs more
 * than the wait it covers: React reveals what streams in behind it no sooner than 300 ms after it
 * was painted. A kept member list (docs/decisions/shared-reads.md) is here at once.
 */
const QUICK_READ_MS = 100;

function Members({ read }: { read: PageRead<OrganizationMember[]> }) {
  if (!read.ok) return <ReadProblem error={read.error} what="the members" />;
  return <MembersTable packed={read.data.map(packMember)} />;
}

async function StreamedMembers({ read }: { read: Promise<PageRead<OrganizationMember[]>> }) {
  return <Members read={await read} />;
}

/** Everyone in the organization, with names, titles, admin flags and avatars. */
export default async function MembersPage({ params }: { params: Promise<{ organizationId: string }> }) {
  await requireUser('viewer');
  const organizationId = await organizationInScopeOrNotFound((await params).organizationId);
  const directory = directoryOf(await appServices());
  const read = readForPage(() => directory.getOrganizationMembers(organizationId));
  if (await settlesWithin(read, QUICK_READ_MS)) return <Members read={await read} />;
  return (
    <Suspense fallback={<TableLoading />}>
      <StreamedMembers read={read} />
    </Suspense>
  );
}
