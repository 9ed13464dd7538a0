// Identifiers are int64 upstream, beyond JavaScript's 2^53, so they are strings everywhere in
// Shiftdesk: path, body, cache key, URL, prop and database. The check itself needs no zod, so
// browser code that only tests an id (the schedule's URL) does not load it (ids.ts has the schemas).
export const INT64_MAX = 9223372036854775807n;
const DIGITS = /^[0-9]{1,19}$/;

export function isInt64Id(value: string): boolean {
  return DIGITS.test(value) && BigInt(value) <= INT64_MAX;
}

export const INT64_ID_MESSAGE = 'Must be a whole-number id of 1 to 19 digits, at most 9223372036854775807';
