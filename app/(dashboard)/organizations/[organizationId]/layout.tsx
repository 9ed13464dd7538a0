import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/queries/query-provider';
import { OrganizationTabs } from '@/components/organizations';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CopyId } from '@/components/ui/copy-id';
import { PageHeader } from '@/components/ui/page-header';
import { appServices, organizationInScopeOrNotFound, requireUser } from '@/lib/server/app';
import { getEntryPoints } from '@/lib/server/entry-points';
import { knownOrganizationOrNotFound } from '@/lib/organizations/server';

type Props = { params: Promise<{ organizationId: string }>; children: ReactNode };

/** The header every organization page shares: name from settings, the way back, and the tabs. */
export default async function OrganizationLayout({ params, children }: Props) {
  await requireUser('viewer');
  // Before the first byte: an id out of scope, or one the service does not know, answers a real 404, with no page around it.
  const services = await appServices();
  const organizationId = await knownOrganizationOrNotFound(services, await organizationInScopeOrNotFound((await params).organizationId));
  const { organizations, enterprises } = await getEntryPoints(services.db);
  const entry = organizations.find((o) => o.id === organizationId);
  const name = entry?.name ?? `Organization ${organizationId}`;
  const trail = [{ label: 'Today', href: '/' }];
  // Only a configured enterprise gets a link: any other enterprise page is out of scope (a 404).
  const enterprise = enterprises.find((e) => e.id === entry?.enterpriseId);
  if (enterprise) trail.push({ label: enterprise.name, href: `/enterprises/${enterprise.id}` });

  return (
    <QueryProvider>
      <PageHeader
        className="mb-4"
        breadcrumbs={<Breadcrumbs items={[...trail, { label: name }]} />}
        title={name}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <CopyId id={organizationId} name={name} />
            {entry?.timeZone && <span>{entry.timeZone}</span>}
          </span>
        }
      />
      <OrganizationTabs organizationId={organizationId} />
      {children}
    </QueryProvider>
  );
}
