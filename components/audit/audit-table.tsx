import { Table, TableBody, TableCaption, TableContainer, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { AuditEntryRow } from './audit-entry-row';
import type { AuditRowView } from './types';

/**
 * Fixed column widths: a long email is cut (its full text in the title), the sentence, a long
 * target and the JSON panels wrap inside their cells; nothing widens the page or runs into the
 * next column. Below the minimum width the table scrolls sideways instead.
 */
export function AuditTable({ entries }: { entries: readonly AuditRowView[] }) {
  return (
    <TableContainer bordered={false} aria-label="Audit log entries">
      <Table className="min-w-[1040px] table-fixed">
        <TableCaption>Audit log entries, newest first. Times are in your browser’s time zone, named under each.</TableCaption>
        <colgroup>
          <col className="w-[11rem]" />
          <col className="w-[13.5rem]" />
          <col />
          <col className="w-[12rem]" />
          <col className="w-[6.5rem]" />
          <col className="w-[5.5rem]" />
          <col className="w-[6.25rem]" />
        </colgroup>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Time</TableHeaderCell>
            <TableHeaderCell>Actor</TableHeaderCell>
            <TableHeaderCell>Action</TableHeaderCell>
            <TableHeaderCell>Target</TableHeaderCell>
            <TableHeaderCell>Outcome</TableHeaderCell>
            <TableHeaderCell>Upstream</TableHeaderCell>
            <TableHeaderCell align="right" pinned>
              <span className="sr-only">Details</span>
            </TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <AuditEntryRow key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
