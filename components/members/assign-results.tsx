import { ErrorIcon, SuccessIcon } from '@/components/ui/icons';

export type AssignResultRow = { label: string; ok: boolean; message?: string };

/** Who was added and who not, with the reason: the service takes one assignee per request. */
export function AssignResults({ rows }: { rows: readonly AssignResultRow[] }) {
  const failed = rows.filter((r) => !r.ok).length;
  return (
    <div role="status" className="rounded-md border border-slate-200 text-sm">
      <p className="border-b border-slate-200 px-3 py-2 font-medium text-slate-900">
        {failed === 0 ? `Added ${rows.length === 1 ? rows[0]?.label : `all ${rows.length}`}` : `${rows.length - failed} of ${rows.length} added; ${failed} not added`}
      </p>
      <ul aria-label="Assignment results" className="divide-y divide-slate-100">
        {rows.map((row, i) => (
          <li key={`${row.label}-${i}`} className="flex items-start gap-2 px-3 py-1.5">
            {row.ok ? <SuccessIcon size={14} className="mt-0.5 text-emerald-600" /> : <ErrorIcon size={14} className="mt-0.5 text-red-600" />}
            <span className="font-medium text-slate-800">{row.label}</span>
            <span className="text-slate-500">{row.ok ? 'added' : `not added: ${row.message}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
