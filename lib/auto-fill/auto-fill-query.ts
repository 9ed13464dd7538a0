import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { epochMsParam } from '@/lib/schedule';
import { DAY_MS } from '@/lib/time/units';
import { MAX_HAND_CHANGES } from './auto-fill-url';

// The proposal's range, as GET /api/organizations/:id/auto-fill takes it: epoch ms, half-open
// [from, to), at most MAX_PLAN_DAYS long (a solve's size grows with it). A re-solve around hand
// changes adds `pinned=<itemId>:<userId>,…` (lines kept as the manager set them) and
// `open=<itemId>,…` (one place of that shift kept open per mention); without them, as before.

export const MAX_PLAN_DAYS = 31;

/** A comma-separated list in one query parameter; an empty one is no list. */
const listParam = <T extends z.ZodType<unknown, string>>(item: T, name: string) =>
  z
    .string()
    .max(MAX_HAND_CHANGES * 42, `Too many ${name}`)
    .transform((value) => (value === '' ? [] : value.split(',')))
    .pipe(z.array(item).max(MAX_HAND_CHANGES, `At most ${MAX_HAND_CHANGES} ${name}`));

const pinnedLine = z
  .string()
  .regex(/^[^:]+:[^:]+$/, 'Each pinned line is <itemId>:<userId>')
  .transform((line) => line.split(':'))
  .pipe(z.tuple([int64IdSchema, int64IdSchema]))
  .transform(([itemId, userId]) => ({ itemId, userId }));

export const autoFillQuerySchema = z
  .object({ from: epochMsParam, to: epochMsParam, pinned: listParam(pinnedLine, 'pinned lines').optional(), open: listParam(int64IdSchema, 'places kept open').optional() })
  .strict()
  .refine((q) => q.to > q.from, { path: ['to'], message: 'Must be after from' })
  .refine((q) => q.to - q.from <= MAX_PLAN_DAYS * DAY_MS, { path: ['to'], message: `The range may span at most ${MAX_PLAN_DAYS} days` })
  .refine((q) => new Set(q.pinned?.map((p) => `${p.itemId}:${p.userId}`)).size === (q.pinned?.length ?? 0), { path: ['pinned'], message: 'A line is pinned twice' });

export type AutoFillQuery = z.output<typeof autoFillQuerySchema>;
