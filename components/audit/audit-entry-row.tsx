'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CopyId } from '@/components/ui/copy-id';
import { ChevronDownIcon } from '@/components/ui/icons';
import { TableCell, TableRow } from '@/components/ui/table';
import { describeActor, prettyJson } from '@/lib/audit/format';
import { ZonedTime } from '@/components/ui/zoned-time';
import { auditActionInWords } from '@/lib/audit/action-words';
import { isInt64Id } from '@/lib/contract/int64-id';
import { OutcomeBadge } from './outcome-badge';
import type { AuditRowView } from './types';

const AUDIT_COLUMN_COUNT = 7; // keep equal to the columns of AuditTable

/** One entry: a dense row, and under it, once opened, its before/after/detail as indented JSON. */
export function AuditEntryRow({ entry }: { entry: AuditRowView }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const actor = describeActor(entry);
  const target = entry.targetType || entry.targetId ? `${entry.targetType ?? ''} ${entry.targetId ?? ''}`.trim() : null;

  return (
    <>
      <TableRow data-entry-id={entry.id} className={cn(open && 'bg-slate-50 [&>td]:border-b-slate-200')}>
        <TableCell numeric className="whitespace-nowrap">
          {/* Entries belong to no organization: the browser's zone, named. */}
          <ZonedTime at={entry.at} />
        </TableCell>
        <TableCell className="truncate" title={actor.label}>
          {actor.kind === 'email' ? (
            <span className="text-slate-900">{actor.label}</span>
          ) : actor.kind === 'id' ? (
            <span className="font-mono text-xs text-slate-700">{actor.label}</span>
          ) : (
            <span className="text-slate-500 italic">{actor.label}</span>
          )}
        </TableCell>
        {/* What happened in words, wrapped (never cut): who did what to whom, on which item. */}
        <TableCell className="py-2.5 [overflow-wrap:anywhere]">
          <span data-testid="audit-sentence" className="block text-slate-900">
            {entry.sentence ?? auditActionInWords(entry.action)}
          </span>
          {/* The code too: it is what the Action filter and the logs use. */}
          <span className="block font-mono text-[11px] text-slate-500">{entry.action}</span>
        </TableCell>
        {/* Wrapped inside its own column, never over the next one; the full text is its title. */}
        <TableCell className="[overflow-wrap:anywhere]" title={target ?? undefined}>
          {target ? (
            <>
              {entry.targetType && <span className="block text-xs text-slate-500">{entry.targetType.replaceAll('_', ' ')}</span>}
              {entry.targetType && entry.targetId && ' '}
              {entry.targetId &&
                // Service ids (19 digits) are for copying, not reading; short local ids stay readable.
                (isInt64Id(entry.targetId) && entry.targetId.length > 12 ? (
                  <CopyId id={entry.targetId} name={`the target of entry ${entry.id}`} />
                ) : (
                  <span className="block font-mono text-xs text-slate-800">{entry.targetId}</span>
                ))}
            </>
          ) : (
            <span className="text-slate-500">—</span>
          )}
        </TableCell>
        <TableCell className="whitespace-nowrap">
          <OutcomeBadge outcome={entry.outcome} />
          {entry.count > 1 && (
            // Aggregated refusals: one entry per actor, action, target, address and minute (lib/server/audit-trail/record-audit.ts).
            <span data-testid="audit-count" className="ml-1.5 text-xs font-medium text-slate-700 tabular-nums" title={`${entry.count} times in this minute`}>
              ×{entry.count.toLocaleString('en-US')}
              <span className="sr-only"> times in this minute</span>
            </span>
          )}
        </TableCell>
        <TableCell numeric>{entry.upstreamStatus ?? <span className="text-slate-500">—</span>}</TableCell>
        <TableCell align="right" pinned className="pr-2">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={`Details of entry ${entry.id}`}
            onClick={() => setOpen((was) => !was)}
          >
            Details
            <ChevronDownIcon size={14} className={cn('text-slate-400 transition-transform', open && 'rotate-180')} />
          </Button>
        </TableCell>
      </TableRow>
      {open && (
        <tr id={panelId} data-entry-details={entry.id}>
          <td colSpan={AUDIT_COLUMN_COUNT} className="border-b border-slate-200 bg-slate-50 px-4 pt-1 pb-4">
            <EntryDetails entry={entry} />
          </td>
        </tr>
      )}
    </>
  );
}

function EntryDetails({ entry }: { entry: AuditRowView }) {
  const panels: { label: string; json: string }[] = [];
  for (const [label, value] of [['Before', entry.before], ['After', entry.after], ['Detail', entry.detail]] as const) {
    const json = prettyJson(value);
    if (json !== null) panels.push({ label, json });
  }

  return (
    <div className="space-y-3">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-slate-500">
        <Meta label="Entry">#{entry.id}</Meta>
        <Meta label="Recorded">{entry.at}</Meta>
        {entry.count > 1 && <Meta label="Times">{entry.count} in this minute (the detail is the first one’s)</Meta>}
        {entry.actorEmail && <Meta label="Actor">{entry.actorEmail}</Meta>}
        {entry.actorId && <Meta label="Actor id">{entry.actorId}</Meta>}
        {entry.targetType && <Meta label="Target type">{entry.targetType}</Meta>}
        {entry.targetId && <Meta label="Target id">{entry.targetId}</Meta>}
        {entry.clientAddress && <Meta label="Client address">{entry.clientAddress}</Meta>}
        {entry.requestId && <Meta label="Request id">{entry.requestId}</Meta>}
      </dl>
      {panels.length === 0 ? (
        <p className="text-xs text-slate-500">No before, after or detail was recorded for this entry.</p>
      ) : (
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
          {panels.map(({ label, json }) => (
            <section key={label} className="min-w-0">
              <h4 className="mb-1 text-xs font-medium text-slate-600">{label}</h4>
              <pre className="max-h-72 overflow-auto rounded-md border border-slate-200 bg-white px-3 py-2 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
                {json}
              </pre>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="shrink-0">{label}</dt>
      <dd className="font-mono [overflow-wrap:anywhere] text-slate-700">{children}</dd>
    </div>
  );
}
