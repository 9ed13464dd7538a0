import 'server-only';
import { invalidInput } from '../errors';
import { DAY_MS } from '@/lib/time/units';

// The interface shows no pagination, so a long range could return an unbounded list in one
// answer. Ranges longer than 62 days are asked for in consecutive chunks instead
// (docs/decisions/spec-readings.md). Both query bounds are inclusive, so chunk k ends 1 ms
// before chunk k+1 starts.

export const CHUNK_MS = 62 * DAY_MS;
/** A schedule view never needs more than a year and a bit; a larger range is a bug or abuse. */
export const MAX_RANGE_MS = 400 * DAY_MS;

export interface TimeRange {
  /** Epoch ms, inclusive: items starting at or after it. */
  from: number;
  /** Epoch ms, inclusive: items starting at or before it. */
  to: number;
}

export function checkRange(range: TimeRange): void {
  const fields: Record<string, string[]> = {};
  if (!Number.isSafeInteger(range.from) || range.from < 0) fields.from = ['Must be a time (epoch milliseconds)'];
  if (!Number.isSafeInteger(range.to) || range.to < 0) fields.to = ['Must be a time (epoch milliseconds)'];
  if (Object.keys(fields).length === 0 && range.to < range.from) fields.to = ['Must not be before the start of the range'];
  if (Object.keys(fields).length === 0 && range.to - range.from > MAX_RANGE_MS) fields.to = ['The range may span at most 400 days'];
  if (Object.keys(fields).length > 0) throw invalidInput(fields, 'That time range is not valid.');
}

/** Splits [from, to] into inclusive chunks of at most CHUNK_MS. */
export function rangeChunks(range: TimeRange, chunkMs: number = CHUNK_MS): TimeRange[] {
  const chunks: TimeRange[] = [];
  for (let from = range.from; from <= range.to; from += chunkMs) {
    chunks.push({ from, to: Math.min(range.to, from + chunkMs - 1) });
  }
  return chunks;
}
