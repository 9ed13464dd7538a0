import type { Metadata } from 'next';
import { ConnectForm } from '@/components/settings';
import { connectServiceAction } from '@/lib/settings/actions';
import { ConnectionCard } from '@/components/settings';
import { EntryPoints } from '@/components/settings';
import { PageHeader } from '@/components/ui/page-header';
import { appServices, currentSessionConfirmedRecently, requireUser } from '@/lib/server/app';
import { companyConfirmFor } from '@/lib/auth/server';
import { readSettingsPage } from '@/lib/settings/server';
import { PositionsEditor } from '@/components/positions';
import { QueryProvider } from '@/components/queries/query-provider';
import { addPositionAction, removePositionAction, renamePositionAction } from '@/lib/positions/actions';
import { organizationLabel } from '@/lib/entry-points';

export const metadata: Metadata = { title: 'Settings' };

/** IANA zones the runtime knows, for the picker (the form's schema checks the value either way). */
function timeZones(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones].sort();
}

function requestTime(): number {
  return Date.now();
}

/** Admins only: the service connection and the entry points (enterprises, organizations). */
export default async function SettingsPage() {
  const user = await requireUser('admin');
  const services = await appServices();
  const now = requestTime();
  // Only what the page shows crosses to the browser: the view has no token and no secret.
  const { connection, enterprises, organizations } = await readSettingsPage(services, now);
  const [confirmedRecently, company] = await Promise.all([currentSessionConfirmedRecently(), companyConfirmFor(services, user.id, '/settings')]);
  // Connecting the service and every entry-point change ask the admin to confirm it is them.
  const reauth = { confirmedRecently, company };

  return (
    <>
      <PageHeader title="Settings" description="How Shiftdesk reaches the service, and which enterprises and organizations it manages." />
      <div className="space-y-10">
        <section aria-labelledby="connection-heading" className="space-y-4">
          <h2 id="connection-heading" className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
            Connection
          </h2>
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-5">
            <div className="min-w-0 xl:col-span-3">
              <ConnectionCard view={connection} now={now} />
            </div>
            <div className="min-w-0 xl:col-span-2">
              <ConnectForm connect={connectServiceAction} hasClientCredentials={connection.hasClientCredentials} currentVariant={connection.variant} reauth={reauth} />
            </div>
          </div>
        </section>
        <section aria-labelledby="entry-points-heading" className="space-y-4">
          <div>
            <h2 id="entry-points-heading" className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
              Entry points
            </h2>
            <p className="mt-1 text-sm text-slate-500">
              The service cannot list enterprises and has no names or time zones, so they are recorded here.
            </p>
          </div>
          <EntryPoints enterprises={enterprises} organizations={organizations} zones={timeZones()} reauth={reauth} />
        </section>
        <section aria-labelledby="positions-heading" className="space-y-4">
          <div>
            <h2 id="positions-heading" className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
              Positions
            </h2>
            <p className="mt-1 text-sm text-slate-500">What a shift can require (front desk, nurse…), per organization, beside its working-time rules. Schedulers set them on items and people.</p>
          </div>
          <QueryProvider>
            <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
              {organizations.map((o) => (
              <PositionsEditor key={o.organizationId} organizationId={o.organizationId} organizationName={organizationLabel(o)} actions={{ add: addPositionAction, rename: renamePositionAction, remove: removePositionAction }} />
              ))}
            </div>
          </QueryProvider>
        </section>
      </div>
    </>
  );
}
