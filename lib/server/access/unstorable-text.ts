import 'server-only';
import type { FieldErrors } from '@/lib/errors';
import { FORM_ERROR_KEY } from '@/lib/field-errors';

// Text the database cannot hold: PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16
// surrogate (half of an emoji) is not Unicode at all. No form produces them, but a hand-made
// request can, and they would otherwise fail deep inside a query (an 'unexpected' error). Every
// action input is checked for them before its own schema, so the answer is a plain invalid_input.

export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored (a NUL or half of an emoji). Remove it.';

const UNSTORABLE = /\u0000|\p{Cs}/u;

/** Paths ("a.b.0") of the strings, and object keys, in `value` that cannot be stored. */
export function unstorableTextPaths(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) out.push(path.join('.') || FORM_ERROR_KEY);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unstorableTextPaths(item, [...path, String(i)], out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) out.push([...path, key].join('.'));
      else unstorableTextPaths(item, [...path, key], out);
    }
  }
  return out;
}

/** The field errors of an input with unstorable text, or null when there is none. */
export function unstorableTextErrors(value: unknown): FieldErrors | null {
  const paths = unstorableTextPaths(value);
  if (paths.length === 0) return null;
  return Object.fromEntries(paths.map((p) => [p, [UNSTORABLE_TEXT_MESSAGE]]));
}
