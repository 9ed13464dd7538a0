import 'server-only';
import { INT64_ID_MESSAGE, isInt64Id } from '@/lib/contract/ids';
import { invalidInput } from '../errors';

// Every id that goes into a URL is checked here first. Ids are int64 decimal strings (never JS
// numbers, which lose digits above 2^53); anything else - "../", "1e3", 20 digits - is refused
// before a request is sent, so a bad id can never reach another path or resource upstream.

export type PathIds = Record<string, string>;

/**
 * Builds a path from a template with `{name}` placeholders, e.g.
 * `idPath('/connect/calendar-items/{calendarItemId}', { calendarItemId })`.
 * Throws invalid_input (with a field error per bad id) and sends nothing when an id is not valid.
 */
export function idPath(template: string, ids: PathIds): string {
  const bad: Record<string, string[]> = {};
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (typeof value !== 'string' || !isInt64Id(value)) {
      bad[name] = [INT64_ID_MESSAGE];
      return '_';
    }
    return value;
  });
  if (Object.keys(bad).length > 0) throw invalidInput(bad, 'That id is not valid.');
  return path;
}
