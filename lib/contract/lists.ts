/**
 * What reads one record of an answer: any zod schema is one, and so is a hand-written reader where
 * a schema would be too slow for thousands of records.
 */
export type Reader<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

// The spec shows bare arrays; the real service may wrap a list in an object. Accept both.
const wrapperKeys = ['items', 'data', 'calendarItems', 'results'] as const;

/** Finds the array in a list response: the body itself, or the array under a known key. */
export function unwrapList(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    for (const key of wrapperKeys) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  return undefined;
}

/** Single-object responses come "in an array" per the spec; accept the bare object too. */
export function unwrapSingle(body: unknown): unknown {
  if (Array.isArray(body)) return body[0];
  return unwrapList(body)?.[0] ?? body;
}

/**
 * Reads every element with `reader`, skipping (and counting) elements it cannot read, so one odd
 * record never hides the rest of a list.
 */
export function readList<T>(body: unknown, reader: Reader<T>): { items: T[]; skipped: number } {
  const list = unwrapList(body) ?? [];
  const items: T[] = [];
  let skipped = 0;
  for (const element of list) {
    const parsed = reader.safeParse(element);
    if (parsed.success) items.push(parsed.data);
    else skipped += 1;
  }
  return { items, skipped };
}
