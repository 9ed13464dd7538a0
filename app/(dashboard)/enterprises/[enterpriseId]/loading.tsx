import { TableLoading } from '@/components/shell/table-loading';
import { Skeleton } from '@/components/ui/skeleton';

/** While the service lists the enterprise's organizations. */
export default function EnterpriseLoading() {
  return (
    <>
      <div className="mb-6 space-y-3">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-3.5 w-96 max-w-full" />
      </div>
      <TableLoading />
    </>
  );
}
