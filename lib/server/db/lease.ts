import 'server-only';
import { isNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';

// Leases of the durable work tables (the message outbox, copies): a claim holds a row until a
// time on the database's clock, so workers on several instances agree on when it has run out.

/** now() + ms, on the database clock. */
export const leaseEndIn = (ms: number) => sql`now() + (${Math.round(ms)}::int * interval '1 millisecond')`;

/** The row's lease has run out, or it never had one: its worker is gone. */
export const leaseExpiredOrNone = (leaseUntil: AnyColumn) => or(isNull(leaseUntil), lt(leaseUntil, sql`now()`));
