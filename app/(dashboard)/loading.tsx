import { LoadingLabel, Skeleton } from '@/components/ui/skeleton';

/** Shown inside the shell while a dashboard page loads: a page header and a table-shaped card. */
export default function DashboardLoading() {
  return (
    <div aria-busy="true">
      <LoadingLabel>Loading page…</LoadingLabel>
      <div className="mb-6 space-y-3">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-3.5 w-96 max-w-full" />
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-card">
        <div className="flex items-center gap-6 border-b border-slate-200 bg-slate-50 px-4 py-3">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
        {Array.from({ length: 8 }, (_, i) => (
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
