// Under the organization header while the requests page waits for the service. The members page
// shows the same skeleton only when its read is slow (its page.tsx); the schedule has none: a
// streamed boundary is revealed and hydrated late, and its calendar paints sooner without one.
export { TableLoading as default } from '@/components/shell/table-loading';
