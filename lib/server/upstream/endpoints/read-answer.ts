import 'server-only';
import { readList, unwrapList, unwrapSingle, type Reader } from '@/lib/contract/lists';
import { emptyAnswer, unreadableAnswer } from '../errors';
import { log } from '@/lib/server/log/logger';

// Tolerant reading of 2xx bodies with the contract's readers. A single record may come bare or
// "in an array" (the spec's shape); a list bare or wrapped. Unknown fields never fail a read.

/** One record; an empty array means the service has nothing under that id. */
export function readOne<T>(body: unknown, reader: Reader<T>, resource: string): T {
  if (Array.isArray(body) && body.length === 0) {
    throw emptyAnswer(resource);
  }
  const parsed = reader.safeParse(unwrapSingle(body));
  if (!parsed.success) throw unreadableAnswer(200, `answer about this ${resource}`);
  return parsed.data;
}

/**
 * Every readable element of a list. An empty body is an empty list (the spec documents no list
 * body for calendar items); elements the reader cannot read are skipped so one odd record never
 * hides the rest; a body that holds no list at all is an unreadable answer.
 */
export function readMany<T>(body: unknown, reader: Reader<T>, resource: string): T[] {
  if (body === undefined || body === null) return [];
  if (unwrapList(body) === undefined) throw unreadableAnswer(200, `list of ${resource}s`);
  const { items, skipped } = readList(body, reader);
  if (skipped > 0) log().warn({ resource, skipped }, 'skipped unreadable records in a list from the service');
  return items;
}
