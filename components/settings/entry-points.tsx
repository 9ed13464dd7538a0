'use client';

import { EditRemoveActions } from './edit-remove-actions';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { BuildingIcon, PlusIcon } from '@/components/ui/icons';
import { Table, TableBody, TableCaption, TableCell, TableContainer, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { removeEnterpriseAction, removeOrganizationAction } from '@/lib/actions/settings';
import type { EnterpriseDialogProps } from './enterprise-dialog';
import type { OrganizationDialogProps } from './organization-dialog';
import type { RemoveRequest } from './remove-dialog';
import { enterpriseLabel, organizationLabel, type EnterpriseRow, type OrganizationRow } from '@/lib/settings/entry-point-rows';

// The dialogs (and their forms, react-hook-form and the schemas) are not in the page's first load:
// they are closed at first paint. React.lazy, not next/dynamic, whose loader weighs ~5 KB itself.
const EnterpriseDialog = lazy(() => import('./enterprise-dialog').then((m) => ({ default: m.EnterpriseDialog })));
const OrganizationDialog = lazy(() => import('./organization-dialog').then((m) => ({ default: m.OrganizationDialog })));
const RemoveDialog = lazy(() => import('./remove-dialog').then((m) => ({ default: m.RemoveDialog })));

export type EntryPointsProps = {
  enterprises: readonly EnterpriseRow[];
  organizations: readonly OrganizationRow[];
  /** IANA zone names for the time zone picker. */
  zones: readonly string[];
};

function Unnamed() {
  return <span className="text-slate-400 italic">No name</span>;
}

/** The entry points the sidebar and overview list: enterprises and organizations by id, with names. */
export function EntryPoints({ enterprises, organizations, zones }: EntryPointsProps) {
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
      remove: () => removeEnterpriseAction({ enterpriseId: e.enterpriseId }),
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
      remove: () => removeOrganizationAction({ organizationId: o.organizationId }),
    });

  return (
    <div className="space-y-6">
      <Card role="region" aria-labelledby="enterprises-title">
        <CardHeader
          title={<span id="enterprises-title">Enterprises</span>}
          description="Entry points of the organization browser, by id."
          actions={
            <Button size="sm" icon={<PlusIcon size={14} />} onClick={() => setEnterpriseEdit({ mode: 'create' })}>
              Add enterprise
            </Button>
          }
        />
        {enterprises.length === 0 ? (
          <EmptyState compact icon={<BuildingIcon size={18} />} title="No enterprises" description="Add the id of an enterprise the service token may read." />
        ) : (
          <TableContainer bordered={false}>
            <Table>
              <TableCaption>Enterprises</TableCaption>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Name</TableHeaderCell>
                  <TableHeaderCell>Id</TableHeaderCell>
                  <TableHeaderCell>Organizations</TableHeaderCell>
                  <TableHeaderCell align="right">
                    <span className="sr-only">Actions</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {enterprises.map((e) => (
                  <TableRow key={e.enterpriseId} data-testid={`enterprise-${e.enterpriseId}`}>
                    <TableCell className="font-medium text-slate-900">{e.displayName ?? <Unnamed />}</TableCell>
                    <TableCell numeric>{e.enterpriseId}</TableCell>
                    <TableCell className="tabular-nums">{e.organizationCount}</TableCell>
                    <TableCell align="right">
                      <EditRemoveActions
                        name={enterpriseLabel(e)}
                        onEdit={() => setEnterpriseEdit({ mode: 'update', enterpriseId: e.enterpriseId, displayName: e.displayName })}
                        onRemove={() => removeEnterprise(e)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>

      <Card role="region" aria-labelledby="organizations-title">
        <CardHeader
          title={<span id="organizations-title">Organizations</span>}
          description="Shown in the sidebar with their name and schedules in their time zone."
          actions={
            <Button size="sm" icon={<PlusIcon size={14} />} onClick={() => setOrganizationEdit({ mode: 'create' })}>
              Add organization
            </Button>
          }
        />
        {organizations.length === 0 ? (
          <EmptyState compact icon={<BuildingIcon size={18} />} title="No organizations" description="Add the id of an organization the service token may read." />
        ) : (
          <TableContainer bordered={false}>
            <Table>
              <TableCaption>Organizations</TableCaption>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Name</TableHeaderCell>
                  <TableHeaderCell>Id</TableHeaderCell>
                  <TableHeaderCell>Enterprise</TableHeaderCell>
                  <TableHeaderCell>Time zone</TableHeaderCell>
                  <TableHeaderCell align="right">
                    <span className="sr-only">Actions</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {organizations.map((o) => {
                  const enterprise = enterpriseName(o.enterpriseId);
                  return (
                    <TableRow key={o.organizationId} data-testid={`organization-${o.organizationId}`}>
                      <TableCell className="font-medium text-slate-900">{o.displayName ?? <Unnamed />}</TableCell>
                      <TableCell numeric>{o.organizationId}</TableCell>
                      <TableCell>
                        {enterprise ??
                          (o.enterpriseId ? (
                            <Badge tone="warning">Enterprise {o.enterpriseId} (not configured)</Badge>
                          ) : (
                            <span className="text-slate-400">Not linked</span>
                          ))}
                      </TableCell>
                      <TableCell>{o.timeZone ?? <span className="text-slate-400">Not set</span>}</TableCell>
                      <TableCell align="right">
                        <EditRemoveActions
                          name={organizationLabel(o)}
                          onEdit={() => setOrganizationEdit({ mode: 'update', ...o })}
                          onRemove={() => removeOrganization(o)}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>

      <Suspense fallback={null}>
        <EnterpriseDialog editing={enterpriseEdit} onClose={() => setEnterpriseEdit(null)} />
        <OrganizationDialog editing={organizationEdit} enterprises={enterprises} zones={zones} onClose={() => setOrganizationEdit(null)} />
        <RemoveDialog request={removal} onClose={() => setRemoval(null)} />
      </Suspense>
    </div>
  );
}
