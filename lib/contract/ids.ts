import { z } from 'zod';
import { INT64_ID_MESSAGE, isInt64Id } from './int64-id';

export { INT64_MAX, INT64_ID_MESSAGE, isInt64Id } from './int64-id';

/** An id we send or accept from a browser or a path: a decimal int64 string. */
export const int64IdSchema = z.string().trim().refine(isInt64Id, { message: INT64_ID_MESSAGE });

/**
 * An id as the service may send it: a string, or a number (already exact, because upstream JSON is
 * parsed with parseJsonExact, which keeps unsafe integers as strings). Always read back as a string.
 */
export const wireIdSchema = z
  .union([z.string().min(1), z.number().int().nonnegative(), z.bigint()])
  .transform((value) => String(value));

/** Epoch milliseconds as a number or a numeric string, read as a number. */
export const wireEpochMsSchema = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)])
  .transform((value) => Number(value))
  .refine((value) => Number.isFinite(value), { message: 'Not a time' });
