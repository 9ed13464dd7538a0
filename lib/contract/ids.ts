import { z } from 'zod';

// Identifiers are int64 upstream, beyond JavaScript's 2^53, so they are strings everywhere in
// Shiftdesk: path, body, cache key, URL, prop and database.
export const INT64_MAX = 9223372036854775807n;
const DIGITS = /^[0-9]{1,19}$/;

export function isInt64Id(value: string): boolean {
  return DIGITS.test(value) && BigInt(value) <= INT64_MAX;
}

export const INT64_ID_MESSAGE = 'Must be a whole-number id of 1 to 19 digits, at most 9223372036854775807';

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
