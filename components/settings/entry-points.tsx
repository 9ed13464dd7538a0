'use client';

import { lazy, Suspense, useState } from 'react';
import { AdminTableCard } from '@/components/ui/admin/admin-table-card';
import type { RemoveRequest } from '@/components/ui/admin/remove-dialog';
import { Badge } from '@/components/ui/badge';
import { BuildingIcon } from '@/components/ui/icons';
import { removeEnterpriseAction, removeOrganizationAction, saveEnterpriseAction, saveOrganizationAction } from '@/lib/settings/actions';
import type { EnterpriseDialogProps } from './enterprise-dialog';
import type { OrganizationDialogProps } from './organization-dialog';
import { formatThreshold } from '@/lib/entry-points';
import { enterpriseLabel, organizationLabel, type EnterpriseRow, type OrganizationRow } from '@/lib/entry-points';
import type { Reauth } from '@/components/ui/forms/confirm-it-is-you';

// The dialogs (and their forms, react-hook-form and the schemas) are not in the page's first load:
// they are closed at first paint. React.lazy, not next/dynamic, whose loader weighs ~5 KB itself.
const EnterpriseDialog = lazy(() => import('./enterprise-dialog').then((m) => ({ default: m.EnterpriseDialog })));
const OrganizationDialog = lazy(() => import('./organization-dialog').then((m) => ({ default: m.OrganizationDialog })));
const RemoveDialog = lazy(() => import('@/components/ui/admin/remove-dialog').then((m) => ({ default: m.RemoveDialog })));

export type EntryPointsProps = {
  enterprises: readonly EnterpriseRow[];
  organizations: readonly OrganizationRow[];
  /** IANA zone names for the time zone picker. */
  zones: readonly string[];
  /** Every change of an entry point is confirmed by the admin (the password, or company sign-in). */
  reauth: Reauth;
};

function Unnamed() {
  return <span className="text-slate-500 italic">No name</span>;
}

/** The entry points the sidebar and overview list: enterprises and organizations by id, with names. */
export function EntryPoints({ enterprises, organizations, zones, reauth }: EntryPointsProps) {
  const [enterpriseEdit, setEnterpriseEdit] = useState<EnterpriseDialogProps['editing']>(null);
  const [organizationEdit, setOrganizationEdit] = useState<OrganizationDialogProps['editing']>(null);
  const [removal, setRemoval] = useState<RemoveRequest | null>(null);

  const enterpriseName = (id: string | null) => {
    if (!id) return null;
    const found = enterprises.find((e) => e.enterpriseId === id);
    return found ? enterpriseLabel(found) : null;
  };

  const removeEnterprise = (e: EnterpriseRow) =>
    setRemoval({
      title: `Remove ${enterpriseLabel(e)}?`,
      body: (
        <>
          <p>
            Enterprise <span className="font-mono text-xs">{e.enterpriseId}</span> leaves the sidebar and the overview. Nothing changes on the service.
          </p>
          {e.organizationCount > 0 && (
            <p className="mt-2">
              {e.organizationCount === 1 ? 'Its organization stays' : `Its ${e.organizationCount} organizations stay`} configured and
              {e.organizationCount === 1 ? ' is' : ' are'} listed as not linked to a configured enterprise.
            </p>
          )}
        </>
      ),
      done: `${enterpriseLabel(e)} removed`,
      reauth,
      remove: (confirm) => removeEnterpriseAction({ enterpriseId: e.enterpriseId, ...confirm }),
    });

  const removeOrganization = (o: OrganizationRow) =>
    setRemoval({
      title: `Remove ${organizationLabel(o)}?`,
      body: (
        <p>
          Organization <span className="font-mono text-xs">{o.organizationId}</span> leaves the sidebar and the overview, with its name and time
          zone. Nothing changes on the service; you can add it again later.
        </p>
      ),
      done: `${organizationLabel(o)} removed`,
      reauth,
      remove: (confirm) => removeOrganizationAction({ organizationId: o.organizationId, ...confirm }),
    });

  return (
    <div className="space-y-6">
      <AdminTableCard
        id="enterprises"
        title="Enterprises"
        description="Entry points of the organization browser, by id."
        addLabel="Add enterprise"
        onAdd={() => setEnterpriseEdit({ mode: 'create' })}
        empty={{ icon: <BuildingIcon size={18} />, title: 'No enterprises', description: 'Add the id of an enterprise the service token may read.' }}
        columns={[
          { header: 'Name', className: 'font-medium text-slate-900', cell: (e) => e.displayName ?? <Unnamed /> },
          { header: 'Id', numeric: true, cell: (e) => e.enterpriseId },
          { header: 'Organizations', className: 'tabular-nums', cell: (e) => e.organizationCount },
        ]}
        rows={enterprises}
        rowKey={(e) => e.enterpriseId}
        rowTestId={(e) => `enterprise-${e.enterpriseId}`}
        rowName={enterpriseLabel}
        onEdit={(e) => setEnterpriseEdit({ mode: 'update', enterpriseId: e.enterpriseId, displayName: e.displayName })}
        onRemove={removeEnterprise}
      />

      <AdminTableCard
        id="organizations"
        title="Organizations"
        description="Shown in the sidebar with their name and schedules in their time zone."
        addLabel="Add organization"
        onAdd={() => setOrganizationEdit({ mode: 'create' })}
        empty={{ icon: <BuildingIcon size={18} />, title: 'No organizations', description: 'Add the id of an organization the service token may read.' }}
        columns={[
          { header: 'Name', className: 'font-medium text-slate-900', cell: (o) => o.displayName ?? <Unnamed /> },
          { header: 'Id', numeric: true, cell: (o) => o.organizationId },
          {
            header: 'Enterprise',
            cell: (o) =>
              enterpriseName(o.enterpriseId) ??
              (o.enterpriseId ? <Badge tone="warning">Enterprise {o.enterpriseId} (not configured)</Badge> : <span className="text-slate-500">Not linked</span>),
          },
          { header: 'Time zone', cell: (o) => o.timeZone ?? <span className="text-slate-500">Not set</span> },
          { header: 'Weekly hours', className: 'tabular-nums', cell: (o) => (o.weeklyHoursThresholdMinutes === null ? <span className="text-slate-500">No threshold</span> : formatThreshold(o.weeklyHoursThresholdMinutes)) },
        ]}
        rows={organizations}
        rowKey={(o) => o.organizationId}
        rowTestId={(o) => `organization-${o.organizationId}`}
        rowName={organizationLabel}
        onEdit={(o) => setOrganizationEdit({ mode: 'update', ...o })}
        onRemove={removeOrganization}
      />

      <Suspense fallback={null}>
        <EnterpriseDialog editing={enterpriseEdit} onClose={() => setEnterpriseEdit(null)} save={saveEnterpriseAction} reauth={reauth} />
        <OrganizationDialog editing={organizationEdit} enterprises={enterprises} zones={zones} onClose={() => setOrganizationEdit(null)} save={saveOrganizationAction} reauth={reauth} />
        <RemoveDialog request={removal} onClose={() => setRemoval(null)} />
      </Suspense>
    </div>
  );
}
