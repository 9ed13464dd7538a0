import { Alert } from '@/components/ui/alert';
import { describeIgnored, type IgnoredParam } from '@/lib/audit/search-params';

/** Says which parts of the link were left out, instead of failing or silently showing everything. */
export function IgnoredFilters({ ignored }: { ignored: readonly IgnoredParam[] }) {
  if (ignored.length === 0) return null;
  return (
    <Alert tone="warning" title={ignored.length === 1 ? 'One part of the link was ignored' : 'Some parts of the link were ignored'}>
      <ul className="space-y-0.5">
        {ignored.map((item) => (
          <li key={item.param} className="[overflow-wrap:anywhere]">
            {describeIgnored(item)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
