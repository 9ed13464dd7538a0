// Under the organization header while this page waits for the service. The schedule has none on
// purpose: a streamed boundary is revealed and hydrated late, and its calendar paints sooner without.
export { TableLoading as default } from '@/components/shell/table-loading';
