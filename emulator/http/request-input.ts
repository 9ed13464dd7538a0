import type { Context } from 'hono';
import type { z } from 'zod';
import { INT64_ID_MESSAGE, isInt64Id } from '@/lib/contract/ids';
import { parseJsonBodyExact } from '@/lib/contract/json';
import { invalid, invalidBody } from './api-error';

// Input of interface requests: path ids and JSON bodies. Both fail with 405 "invalid input", the
// status the spec lists on every endpoint.

/** A path parameter that must be a decimal int64 (`abc`, `-1`, `1.5` and 20 digits are refused). */
export function pathId(c: Context, name: string): string {
  const value = c.req.param(name) ?? '';
  if (!isInt64Id(value)) throw invalid(`Path parameter ${name} is not a valid id`, [{ path: name, message: INT64_ID_MESSAGE }]);
  return value;
}

/**
 * The JSON body, parsed without losing int64 digits (an id sent as a bare 19-digit number stays
 * exact). Malformed JSON and a missing body are invalid input.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = parseJsonBodyExact(text);
  } catch (error) {
    throw invalid('Request body is not valid JSON', [{ path: '', message: error instanceof Error ? error.message : 'Malformed JSON' }]);
  }
  if (body === undefined) throw invalid('Request body is missing', [{ path: '', message: 'Expected a JSON object' }]);
  return body;
}

export function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidBody(parsed.error);
  return parsed.data;
}

/** Reads and validates a JSON body in one step. */
export async function validBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await jsonBody(c));
}

/** An optional epoch-ms query parameter given as a decimal string. */
export function epochQuery(c: Context, name: string): number | undefined {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  if (!/^-?[0-9]{1,16}$/.test(value)) {
    throw invalid(`Query parameter ${name} is not a time`, [{ path: name, message: 'Must be epoch milliseconds as a decimal string' }]);
  }
  return Number(value);
}
