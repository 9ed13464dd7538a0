import type { Metadata } from 'next';
import { OrganizationsTable } from '@/components/organizations/organizations-table';
import { ReadProblem } from '@/components/ui/read-problem';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CopyId } from '@/components/ui/copy-id';
import { PageHeader } from '@/components/ui/page-header';
import { enterpriseInScopeOrNotFound } from '@/lib/server/access/page-scope';
import { requireUser } from '@/lib/server/identity';
import { getEnterpriseWithOrganizations } from '@/lib/people/server';
import { enterpriseName, getEntryPoints } from '@/lib/entry-points/server/named-entries';
import { readForPage } from '@/lib/server/access/path-ids';

type Props = { params: Promise<{ enterpriseId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = decodeURIComponent((await params).enterpriseId);
  return { title: await enterpriseName(id).catch(() => 'Enterprise') };
}

/** An enterprise and its organizations, as the service lists them, named from settings. */
export default async function EnterprisePage({ params }: Props) {
  await requireUser('viewer');
  const enterpriseId = await enterpriseInScopeOrNotFound((await params).enterpriseId);
  const [name, entries, read] = await Promise.all([
    enterpriseName(enterpriseId),
    getEntryPoints(),
    readForPage(() => getEnterpriseWithOrganizations(enterpriseId)),
  ]);

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: 'Overview', href: '/' }, { label: name }]} />}
        title={name}
        description={<CopyId id={enterpriseId} name={name} />}
      />
      {read.ok ? (
        <OrganizationsTable
          organizations={read.data.organizations.map((o) => {
            const entry = entries.organizations.find((e) => e.id === o.id);
            return { id: o.id, name: entry?.name ?? null, timeZone: entry?.timeZone ?? null, updatedAt: o.updatedAt ?? null };
          })}
        />
      ) : (
        <ReadProblem error={read.error} what="this enterprise" />
      )}
    </>
  );
}
