import { IntentLink } from '@/components/ui/intent-link';
import { Badge } from '@/components/ui/badge';
import { CopyId } from '@/components/ui/copy-id';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCaption, TableCell, TableContainer, TableHead, TableHeaderCell, TableRow, wideScreenColumn } from '@/components/ui/table';

export type OrganizationRow = { id: string; name: string | null; timeZone: string | null; updatedAt: number | null };

const updatedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const updated = (at: number) => updatedFormat.format(new Date(at));

/** The organizations of an enterprise; those without a name in settings are shown by id. */
export function OrganizationsTable({ organizations }: { organizations: OrganizationRow[] }) {
  if (organizations.length === 0) {
    return (
      <TableContainer>
        <EmptyState title="No organizations" description="The service lists no organizations for this enterprise." />
      </TableContainer>
    );
  }
  return (
    <TableContainer>
      <Table>
        <TableCaption>Organizations of this enterprise</TableCaption>
        <TableHead>
          <tr>
            <TableHeaderCell>Organization</TableHeaderCell>
            <TableHeaderCell className={wideScreenColumn}>Time zone</TableHeaderCell>
            {/* Shown at every width: the one place an organization's id can be copied. */}
            <TableHeaderCell>Id</TableHeaderCell>
            <TableHeaderCell align="right" className={wideScreenColumn}>
              Membership updated (UTC)
            </TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {organizations.map((o) => (
            <TableRow key={o.id}>
              <TableCell>
                <IntentLink href={`/organizations/${o.id}/members`} className="font-medium text-slate-900 hover:underline">
                  {o.name ?? `Organization ${o.id}`}
                </IntentLink>
                {o.name === null && (
                  <Badge className="ml-2" tone="neutral">
                    Not named in settings
                  </Badge>
                )}
                {/* On a phone the other columns fold in here, one stacked row per organization. */}
                <div className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600 sm:hidden">
                  <span>{o.timeZone ?? 'No time zone'}</span>
                  {o.updatedAt && <span>Membership updated {updated(o.updatedAt)} UTC</span>}
                </div>
              </TableCell>
              <TableCell className={cn('text-slate-500', wideScreenColumn)}>{o.timeZone ?? '—'}</TableCell>
              <TableCell>
                <CopyId id={o.id} name={o.name ?? `organization ${o.id}`} />
              </TableCell>
              <TableCell numeric align="right" className={wideScreenColumn}>
                {o.updatedAt ? updated(o.updatedAt) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
