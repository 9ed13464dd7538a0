import type { Context } from 'hono';
import type { z } from 'zod';
import { issuesOf } from '@/lib/contract/errors';
import { ApiError } from '../http/api-error';

// Control endpoints are not the interface: bad input there is a plain 400, and an empty body
// means "no options" (`POST /_control/faults` with nothing clears all faults).
export async function controlBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'Control body is not valid JSON');
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, 'Invalid control body', issuesOf(parsed.error));
  return parsed.data;
}
