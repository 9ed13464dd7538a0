import type { Metadata } from 'next';
import { OrganizationsTable } from '@/components/organizations';
import { ReadProblem } from '@/components/ui/read-problem';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CopyId } from '@/components/ui/copy-id';
import { PageHeader } from '@/components/ui/page-header';
import { appServices, enterpriseInScopeOrNotFound, requireUser } from '@/lib/server/app';
import { directoryOf } from '@/lib/people/server';
import { enterpriseName, getEntryPoints } from '@/lib/server/entry-points';
import { readForPage } from '@/lib/server/access/path-ids';

type Props = { params: Promise<{ enterpriseId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = decodeURIComponent((await params).enterpriseId);
  return { title: await enterpriseName((await appServices()).db, id).catch(() => 'Enterprise') };
}

/** An enterprise and its organizations, as the service lists them, named from settings. */
export default async function EnterprisePage({ params }: Props) {
  await requireUser('viewer');
  const enterpriseId = await enterpriseInScopeOrNotFound((await params).enterpriseId);
  const services = await appServices();
  const [name, entries, read] = await Promise.all([
    enterpriseName(services.db, enterpriseId),
    getEntryPoints(services.db),
    readForPage(() => directoryOf(services).getEnterpriseWithOrganizations(enterpriseId)),
  ]);

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: 'Today', href: '/' }, { label: name }]} />}
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
