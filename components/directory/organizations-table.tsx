import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { CopyId } from '@/components/ui/copy-id';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCaption, TableCell, TableContainer, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';

export type OrganizationRow = { id: string; name: string | null; timeZone: string | null; updatedAt: number | null };

const updatedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

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
            <TableHeaderCell>Time zone</TableHeaderCell>
            <TableHeaderCell>Id</TableHeaderCell>
            <TableHeaderCell align="right">Membership updated (UTC)</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {organizations.map((o) => (
            <TableRow key={o.id}>
              <TableCell>
                <Link href={`/organizations/${o.id}/members`} className="font-medium text-slate-900 hover:underline">
                  {o.name ?? `Organization ${o.id}`}
                </Link>
                {o.name === null && (
                  <Badge className="ml-2" tone="neutral">
                    Not named in settings
                  </Badge>
                )}
              </TableCell>
              <TableCell className="text-slate-500">{o.timeZone ?? '—'}</TableCell>
              <TableCell>
                <CopyId id={o.id} name={o.name ?? `organization ${o.id}`} />
              </TableCell>
              <TableCell numeric align="right">
                {o.updatedAt ? updatedFormat.format(new Date(o.updatedAt)) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
