import 'server-only';
import pLimit from 'p-limit';
import {
  createCalendarItemBodySchema,
  patchCalendarItemBodySchema,
  type CalendarItem,
  type CreateCalendarItemBody,
  type PatchCalendarItemBody,
} from '@/lib/contract/calendar-item';
import { isInt64Id } from '@/lib/contract/ids';
import { unwrapSingle } from '@/lib/contract/lists';
import { scopeOfOperation } from '@/lib/contract/scopes';
import { AppError } from '@/lib/errors';
import { pickCreated } from '../calendar/find-created-item';
import { calendarItemReader } from '@/lib/contract/calendar-item-reader';
import { checkRange, rangeChunks, type TimeRange } from '../calendar/range-chunks';
import { itemInAnswer, patchedItemInAnswer, readBack } from '../calendar/read-back';
import { savedButUnreadable } from '../errors';
import type { HttpClient } from '../http/http-client';
import { idPath } from '../http/path';
import { validBody } from '../http/validate-body';
import { readMany, readOne } from './read-answer';

const RESOURCE = 'calendar item';
const CHUNK_CONCURRENCY = 3;

export type MeasuredItems = { items: CalendarItem[]; length: number };

export interface ReadOptions {
  signal?: AbortSignal;
}

export function calendarItemEndpoints(http: HttpClient) {
  const itemPath = (calendarItemId: string) => idPath('/connect/calendar-items/{calendarItemId}', { calendarItemId });

  async function getCalendarItem(calendarItemId: string, options: ReadOptions = {}): Promise<CalendarItem> {
    const body = await http.json({ method: 'GET', path: itemPath(calendarItemId), resource: RESOURCE, scope: scopeOfOperation.readCalendar, signal: options.signal });
    return readOne(body, calendarItemReader, RESOURCE);
  }

  async function listChunkMeasured(path: string, chunk: TimeRange, signal: AbortSignal | undefined): Promise<MeasuredItems> {
    const query = { startsAtOrAfter: String(chunk.from), startsAtOrBefore: String(chunk.to) };
    const { body, length } = await http.measuredJson({ method: 'GET', path, query, resource: 'organization', scope: scopeOfOperation.readCalendar, signal });
    return { items: readMany(body, calendarItemReader, RESOURCE), length };
  }

  const listChunk = async (path: string, chunk: TimeRange, signal: AbortSignal | undefined) => (await listChunkMeasured(path, chunk, signal)).items;

  async function listCalendarItemsMeasured(organizationId: string, range: TimeRange, options: ReadOptions = {}): Promise<MeasuredItems> {
    const path = idPath('/connect/organizations/{organizationId}/calendar-items', { organizationId });
    checkRange(range);
    const limit = pLimit(CHUNK_CONCURRENCY);
    const lists = await Promise.all(rangeChunks(range).map((chunk) => limit(() => listChunkMeasured(path, chunk, options.signal))));
    const byId = new Map<string, CalendarItem>();
    for (const item of lists.flatMap((list) => list.items)) if (!item.deleted) byId.set(item.id, item);
    const items = [...byId.values()].sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1));
    return { items, length: lists.reduce((sum, list) => sum + list.length, 0) };
  }

  /** Finds the item a create just made when the answer did not say which one it was. */
  async function locateCreated(sent: CreateCalendarItemBody, answer: unknown): Promise<CalendarItem> {
    const idOnly = (unwrapSingle(answer) as { id?: unknown; calendarItemId?: unknown } | undefined) ?? {};
    const id = String(idOnly.id ?? idOnly.calendarItemId ?? '');
    try {
      if (isInt64Id(id)) return await getCalendarItem(id);
      const path = idPath('/connect/organizations/{organizationId}/calendar-items', { organizationId: sent.organizationId });
      const found = pickCreated(await listChunk(path, { from: sent.start, to: sent.start }, undefined), sent);
      if (found) return found;
    } catch (error) {
      throw savedButUnreadable(error);
    }
    throw savedButUnreadable(new Error('created item not found by its start instant'));
  }

  return {
    getCalendarItem,
    /** The list, with the length of the answers it came from (what keeping it costs, roughly). */
    listCalendarItemsMeasured,
    /**
     * Items of an organization starting within [from, to] (inclusive, epoch ms), deleted ones left
     * out. Ranges over 62 days are fetched in chunks and merged, de-duplicated by id, by start.
     */
    listCalendarItems: async (organizationId: string, range: TimeRange, options: ReadOptions = {}) => (await listCalendarItemsMeasured(organizationId, range, options)).items,

    /** Creates an item and returns it as the service stores it (found again if the answer is empty). */
    async createCalendarItem(input: CreateCalendarItemBody): Promise<CalendarItem> {
      const body = validBody(createCalendarItemBodySchema, input);
      const answer = await http.json({ method: 'POST', path: '/connect/calendar-items', body, resource: RESOURCE, scope: scopeOfOperation.editCalendar });
      return itemInAnswer(answer) ?? locateCreated(body, answer);
    },

    /**
     * Patches an item (times as epoch-ms strings; null or "" unsets) and returns it: the answer's
     * copy when it shows the patch applied, else read again (read-back.ts).
     */
    async patchCalendarItem(calendarItemId: string, patch: PatchCalendarItemBody): Promise<CalendarItem> {
      const path = itemPath(calendarItemId);
      const body = validBody(patchCalendarItemBodySchema, patch);
      const answer = await http.json({ method: 'PATCH', path, body, resource: RESOURCE, scope: scopeOfOperation.editCalendar });
      return patchedItemInAnswer(answer, calendarItemId, body) ?? readBack(() => getCalendarItem(calendarItemId), answer);
    },

    /**
     * Marks an item deleted. Returns it as read again (deleted), or null when the service no longer
     * shows it at all - both mean the deletion happened.
     */
    async deleteCalendarItem(calendarItemId: string): Promise<CalendarItem | null> {
      const path = itemPath(calendarItemId);
      await http.json({ method: 'DELETE', path, resource: RESOURCE, scope: scopeOfOperation.editCalendar });
      try {
        return await getCalendarItem(calendarItemId);
      } catch (error) {
        if (error instanceof AppError && error.kind === 'not_found') return null;
        throw savedButUnreadable(error);
      }
    },
  };
}
