import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { BuildingIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { QueryProvider } from '@/components/queries/query-provider';
import { TodayBoard } from '@/components/today';
import { appServices, requireUser } from '@/lib/server/app';
import { getEntryPoints } from '@/lib/server/entry-points';
import { hasRole } from '@/lib/server/identity';
import { readToday } from '@/lib/today/server';
import { cancelOfferAction, startOfferAction } from '@/lib/offers/actions';

export const metadata: Metadata = { title: 'Today' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where a manager starts: Today (what needs them), then the enterprises and organizations configured in settings. */
export default async function TodayPage({ searchParams }: Props) {
  const user = await requireUser('viewer');
  const services = await appServices();
  const { enterprises, organizations } = await getEntryPoints(services.db);
  const asked = (await searchParams).organization;
  // ?organization= narrows Today to one configured organization; anything else shows them all.
  const organizationId = typeof asked === 'string' && organizations.some((o) => o.id === asked) ? asked : null;
  const settingsHint = user.role === 'admin' ? 'Add them under Settings.' : 'An administrator adds them in Settings.';

  return (
    <>
      <PageHeader title="Today" description="What needs you today, and the enterprises and organizations this dashboard manages." />
      {organizations.length > 0 && (
        <div className="mb-8">
          <QueryProvider>
            <TodayBoard initial={await readToday(services)} organizationId={organizationId} offerActions={hasRole(user, 'scheduler') ? { start: startOfferAction, cancel: cancelOfferAction } : undefined} />
          </QueryProvider>
        </div>
      )}
      {enterprises.length === 0 && organizations.length === 0 ? (
        <Card>
          <EmptyState
            title="No enterprises or organizations yet"
            description={`The service cannot list them, so Shiftdesk needs their ids. ${settingsHint}`}
            icon={<BuildingIcon size={18} />}
          />
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {enterprises.map((enterprise) => {
            const orgs = organizations.filter((o) => o.enterpriseId === enterprise.id);
            return (
              <Card key={enterprise.id}>
                <CardHeader
                  title={<IntentLink href={`/enterprises/${enterprise.id}`} className="hover:underline">{enterprise.name}</IntentLink>}
                  description={<span className="font-mono text-xs">{enterprise.id}</span>}
                />
                <OrganizationList organizations={orgs} />
              </Card>
            );
          })}
          {organizations.some((o) => !enterprises.some((e) => e.id === o.enterpriseId)) && (
            <Card>
              <CardHeader title="Other organizations" description="Not linked to a configured enterprise" />
              <OrganizationList organizations={organizations.filter((o) => !enterprises.some((e) => e.id === o.enterpriseId))} />
            </Card>
          )}
        </div>
      )}
    </>
  );
}

function OrganizationList({ organizations }: { organizations: { id: string; name: string; timeZone: string | null }[] }) {
  if (organizations.length === 0) return <p className="px-5 py-4 text-sm text-slate-500">No organizations configured.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {organizations.map((o) => (
        <li key={o.id} className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
          <div className="min-w-0">
            <IntentLink href={`/organizations/${o.id}/members`} className="font-medium text-slate-900 hover:underline">
              {o.name}
            </IntentLink>
            <p className="text-xs text-slate-500">{o.timeZone ?? 'No time zone set'}</p>
          </div>
          <IntentLink href={`/organizations/${o.id}/members`} className="shrink-0 text-xs font-medium text-brand-700 hover:underline">
            Members
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
