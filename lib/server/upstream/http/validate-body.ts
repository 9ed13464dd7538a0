import 'server-only';
import type { z } from 'zod';
import { issuesOf } from '@/lib/contract/errors';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { invalidInput } from '../errors';

/**
 * Parses a request body with its contract schema before anything is sent: nothing invalid goes
 * upstream, and the caller gets the same field errors a 405 would give.
 */
export function validBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw invalidInput(fieldErrorsFrom(issuesOf(parsed.error)));
}
