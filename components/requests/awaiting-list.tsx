import { IntentLink } from '@/components/ui/intent-link';
import { itemTypeLabel } from '@/lib/schedule';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableContainer, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import type { AwaitingRequest } from '@/lib/requests/inbox-types';
import { itemHours, shortDay } from '@/lib/time/day-words';
import { itemLabel } from '@/lib/schedule';
import { useHourCycle } from '@/components/ui/hour-cycle';

/** Invitations the worker has not answered: shown for the picture, nothing for a manager to do. */
export function AwaitingList({ organizationId, awaiting, timeZone }: { organizationId: string; awaiting: readonly AwaitingRequest[]; timeZone: string }) {
  const hourCycle = useHourCycle();
  return (
    <Card aria-labelledby="awaiting-title" data-testid="awaiting-worker">
      <CardHeader
        title={<span id="awaiting-title">Awaiting the worker ({awaiting.length})</span>}
        description={
          awaiting.length === 0
            ? 'Nobody asked to work an item in this range still has to answer.'
            : 'Asked to work these items; their answer has not come yet. Nothing to approve here.'
        }
        className={awaiting.length === 0 ? 'border-b-0' : undefined}
      />
      {awaiting.length > 0 && (
        <TableContainer bordered={false} maxHeight="24rem">
          <Table>
            <TableCaption>Invitations awaiting the worker</TableCaption>
            <TableHead>
              <tr>
                <TableHeaderCell>Person</TableHeaderCell>
                <TableHeaderCell>Item</TableHeaderCell>
                <TableHeaderCell>When</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {awaiting.map((a) => (
                <TableRow key={a.key}>
                  <TableCell>
                    <div className="flex items-center gap-2.5">
                      <Avatar src={a.person.avatarUrl} alt={a.person.displayName} size="xs" decorative />
                      <span className="text-slate-800">{a.person.displayName}</span>
                    </div>
                  </TableCell>
                  <TableCell>
                    <IntentLink href={`/organizations/${organizationId}/schedule?view=day&date=${a.day}&tz=${encodeURIComponent(timeZone)}`} className="text-brand-700 hover:underline">
                      {itemLabel(a.item)}
                    </IntentLink>
                    <span className="text-xs text-slate-500"> · {itemTypeLabel(a.item.type)}</span>
                  </TableCell>
                  <TableCell numeric>
                    {shortDay(a.day, true)} {itemHours(a.item, timeZone, a.day, hourCycle)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
