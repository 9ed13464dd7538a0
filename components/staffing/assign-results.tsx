import { InlineStatus } from '@/components/ui/inline-status';

export type AssignResultRow = { label: string; ok: boolean; message?: string };

type LiveAssignee = { type: 'USER' | 'GROUP' | 'INVITE'; userId?: string | undefined; groupId?: string | undefined; fullName?: string | undefined; countryCode?: string | undefined; phone?: string | undefined };

/** A live add's answer, one row per assignee, named as the manager chose them. */
export function liveResultRows(results: readonly ({ assignee: LiveAssignee } & ({ ok: true } | { ok: false; error: { message: string } }))[], nameOf: (userId: string | undefined) => string): AssignResultRow[] {
  return results.map((r) => ({
    label: r.assignee.type === 'USER' ? nameOf(r.assignee.userId) : r.assignee.type === 'GROUP' ? `Group ${r.assignee.groupId}` : `${r.assignee.fullName} (+${r.assignee.countryCode} ${r.assignee.phone})`,
    ok: r.ok,
    message: r.ok ? undefined : r.error.message,
  }));
}

/**
 * Who was added and who not, with the reason (the service takes one assignee per request), shown
 * beside the Add button and scrolled into view there: the manager's eye is on that button.
 */
export function AssignResults({ rows }: { rows: readonly AssignResultRow[] }) {
  const tone = rows.every((r) => r.ok) ? 'success' : rows.some((r) => r.ok) ? 'warning' : 'danger';
  return (
    <InlineStatus tone={tone} className="mr-auto basis-full sm:basis-auto">
      <ResultText rows={rows} />
    </InlineStatus>
  );
}

function ResultText({ rows }: { rows: readonly AssignResultRow[] }) {
  const failed = rows.filter((r) => !r.ok);
  const added = rows.filter((r) => r.ok);
  return (
    <>
      <span className="block">{failed.length === 0 ? `Added ${rows.length === 1 ? rows[0]?.label : `all ${rows.length}`}` : `${added.length} of ${rows.length} added; ${failed.length} not added`}</span>
      {rows.length > 1 &&
        rows.map((row, i) => (
          <span key={`${row.label}-${i}`} className={`block font-normal ${row.ok ? 'text-slate-700' : ''}`} data-result={row.ok ? 'added' : 'not-added'}>
            {row.label}: {row.ok ? 'added' : `not added, ${row.message}`}
          </span>
        ))}
      {rows.length === 1 && failed[0] && <span className="block font-normal">{failed[0].label} was not added: {failed[0].message}</span>}
    </>
  );
}
