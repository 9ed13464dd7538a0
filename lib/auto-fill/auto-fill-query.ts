import { z } from 'zod';
import { epochMsParam } from '@/lib/schedule';
import { DAY_MS } from '@/lib/time/units';

// The proposal's range, as GET /api/organizations/:id/auto-fill takes it: epoch ms, half-open
// [from, to), at most MAX_PLAN_DAYS long (a solve's size grows with it).

export const MAX_PLAN_DAYS = 31;

export const autoFillQuerySchema = z
  .object({ from: epochMsParam, to: epochMsParam })
  .strict()
  .refine((q) => q.to > q.from, { path: ['to'], message: 'Must be after from' })
  .refine((q) => q.to - q.from <= MAX_PLAN_DAYS * DAY_MS, { path: ['to'], message: `The range may span at most ${MAX_PLAN_DAYS} days` });

export type AutoFillQuery = z.output<typeof autoFillQuerySchema>;
