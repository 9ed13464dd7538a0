import 'server-only';
import type { z } from 'zod';
import type { FieldErrors } from '@/lib/errors';

/** Key for problems with the input as a whole (no field to show them on). */
export const FORM_ERROR_KEY = '_form';

/** zod issues -> { "members.0.userId": ["..."] }, the shape react-hook-form's setError takes. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || FORM_ERROR_KEY;
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
