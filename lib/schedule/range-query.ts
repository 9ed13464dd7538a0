import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { DAY_MS } from '@/lib/time/units';

// The schedule's read: one organization, the visible range (epoch ms, both ends inclusive).
export const epochMsParam = z
  .string()
  .regex(/^[0-9]{1,16}$/, 'Must be epoch milliseconds')
  .transform(Number);

/** The longest range one read may ask for (a month view with its edges is about 42 days). */
export const MAX_READ_RANGE_MS = 100 * DAY_MS;

export const rangeQuerySchema = z
  .object({ organizationId: int64IdSchema, from: epochMsParam, to: epochMsParam })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'Must not be before from' })
  .refine((q) => q.to - q.from <= MAX_READ_RANGE_MS, { path: ['to'], message: 'The range may span at most 100 days' });

export type RangeQuery = z.output<typeof rangeQuerySchema>;

