import type { z } from 'zod';
import type { FieldErrors } from '@/lib/errors';

// Field errors, one shape for every source: the pipeline's zod parse, the check of a body before
// it is sent, and the issues of the service's 405. The browser shows each key's messages next to
// the field of that name, and the rest (FORM_ERROR_KEY among them) above the form.

/** The key of a problem with the input as a whole: react-hook-form's `root`. */
export const FORM_ERROR_KEY = 'root';

export type Issue = { path: string; message: string };

/** Issues with dotted paths -> { "members.0.userId": ["..."] }, pathless ones under FORM_ERROR_KEY. */
export function fieldErrorsFrom(issues: Iterable<Issue>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) (out[issue.path || FORM_ERROR_KEY] ??= []).push(issue.message);
  return out;
}

/** A zod failure as field errors. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  return fieldErrorsFrom(error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
}
