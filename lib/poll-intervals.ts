// How often the open pages ask the server again for changes made in the product (a worker's
// phone). The server keeps a shared read for at most one such interval of whatever polls it
// (lib/server/upstream/shared-reads.ts), so the service is read once per range and interval
// however many managers have the page open.

/** The schedule, the roster and the approvals inbox. */
export const SCHEDULE_POLL_MS = 15_000;
/** The requests badge, on every organization page: it asks less often. */
export const REQUEST_COUNT_POLL_MS = 30_000;
