import 'server-only';
import type { FieldErrors } from '@/lib/errors';
import { FORM_ERROR_KEY } from '@/lib/field-errors';

// Text the database cannot hold: PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16
// surrogate (half of an emoji) is not Unicode at all. No form produces them, but a hand-made
// request can, and they would otherwise fail deep inside a query (an 'unexpected' error). Every
// action input is checked for them before its own schema, so the answer is a plain invalid_input.

export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored (a NUL or half of an emoji). Remove it.';

/** No form nests this deep; a hand-made request that does is refused before anything walks it further. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Nested more than ${MAX_INPUT_DEPTH} levels deep, which no form sends. Nothing was changed.`;

const UNSTORABLE = /\u0000|\p{Cs}/u;

type Problem = { path: string; message: string };

/**
 * The strings and object keys in `value` that cannot be stored, and where it nests too deeply
 * (reported on its top-level field). Walked with a stack of its own, not by recursion: a
 * hand-made input 20,000 arrays deep must get an answer, not overflow the server's stack.
 */
function problemsIn(value: unknown): Problem[] {
  const out: Problem[] = [];
  type Pending = { value: unknown; path: string[]; badKey?: true };
  const pending: Pending[] = [{ value, path: [] }];
  const at = (path: string[]) => path.join('.') || FORM_ERROR_KEY;
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.badKey) {
      out.push({ path: next.path.join('.'), message: UNSTORABLE_TEXT_MESSAGE });
      continue;
    }
    if (typeof next.value === 'string') {
      if (UNSTORABLE.test(next.value)) out.push({ path: at(next.path), message: UNSTORABLE_TEXT_MESSAGE });
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.path.length >= MAX_INPUT_DEPTH) {
      out.push({ path: at(next.path.slice(0, 1)), message: TOO_DEEP_MESSAGE });
      continue;
    }
    const children: Pending[] = Object.entries(next.value).map(([key, item]) =>
      UNSTORABLE.test(key) ? { value: undefined, path: [...next.path, key], badKey: true } : { value: item, path: [...next.path, key] },
    );
    // Reversed onto the stack, so they are visited (and reported) in their own order.
    pending.push(...children.reverse());
  }
  return out;
}

/** Paths ("a.b.0") of the strings, and object keys, in `value` that cannot be stored. */
export function unstorableTextPaths(value: unknown): string[] {
  return problemsIn(value).filter((p) => p.message === UNSTORABLE_TEXT_MESSAGE).map((p) => p.path);
}

/** The field errors of an input with unstorable text or absurd nesting, or null when there is none. */
export function unstorableTextErrors(value: unknown): FieldErrors | null {
  const problems = problemsIn(value);
  if (problems.length === 0) return null;
  const errors: Record<string, string[]> = {};
  for (const { path, message } of problems) if (!errors[path]?.includes(message)) (errors[path] ??= []).push(message);
  return errors;
}
