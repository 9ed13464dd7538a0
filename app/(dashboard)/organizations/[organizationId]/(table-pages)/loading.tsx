// Under the organization header while the members or requests page waits for the service. The
// schedule sits outside this group on purpose: a streamed boundary is revealed and hydrated late,
// and its calendar paints sooner without one.
export { TableLoading as default } from '@/components/shell/table-loading';
