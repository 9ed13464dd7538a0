import { LoadingLabel, Skeleton } from '@/components/ui/skeleton';

/** A table-shaped placeholder while a page waits for the service. */
export function TableLoading({ rows = 8 }: { rows?: number }) {
  return (
    <div aria-busy="true">
      <LoadingLabel>Loading…</LoadingLabel>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-card">
        <div className="flex items-center gap-6 border-b border-slate-200 bg-slate-50 px-4 py-3">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center gap-4 border-b border-slate-100 px-4 py-3 last:border-b-0">
            <Skeleton circle className="size-7" />
            <Skeleton className="h-3.5 w-48" />
            <Skeleton className="h-3.5 w-32" />
            <Skeleton className="ml-auto h-5 w-16" />
          </div>
        ))}
      </div>
    </div>
  );
}
