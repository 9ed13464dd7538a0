import { TableLoading } from '@/components/shell/table-loading';

/** Under the organization header (its layout) while the page waits for the service. */
export default function OrganizationLoading() {
  return <TableLoading />;
}
