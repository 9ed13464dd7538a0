import Link from 'next/link';
import { buttonStyles } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';
import { describePage } from '@/lib/audit/format';
import { auditHref, withoutCursor, type AuditView } from '@/lib/audit/search-params';

export type AuditPaginationProps = {
  view: AuditView;
  /** The cursor of the next (older) page, or null on the last page. */
  nextCursor: number | null;
  shown: number;
  total: number;
};

const disabledLink = 'pointer-events-none opacity-50';

/** Keyset paging: back to the newest entries, or on to older ones; the filters are kept. */
export function AuditPagination({ view, nextCursor, shown, total }: AuditPaginationProps) {
  const newest = view.before !== undefined ? auditHref(withoutCursor(view)) : null;
  const older = nextCursor !== null ? auditHref({ ...view, before: nextCursor }) : null;

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-slate-50/70 px-4 py-2.5">
      <p className="text-xs text-slate-500" aria-live="polite">
        {describePage({ shown, total, before: view.before })}
      </p>
      <nav aria-label="Audit log pages" className="flex items-center gap-2">
        {newest ? (
          <Link href={newest} className={buttonStyles({ size: 'sm' })}>
            Newest
          </Link>
        ) : (
          <span aria-disabled="true" className={buttonStyles({ size: 'sm', className: disabledLink })}>
            Newest
          </span>
        )}
        {older ? (
          <Link href={older} className={buttonStyles({ size: 'sm' })}>
            Older entries
            <ChevronRightIcon size={14} className="text-slate-400" />
          </Link>
        ) : (
          <span aria-disabled="true" className={buttonStyles({ size: 'sm', className: disabledLink })}>
            Older entries
            <ChevronRightIcon size={14} className="text-slate-400" />
          </span>
        )}
      </nav>
    </div>
  );
}
