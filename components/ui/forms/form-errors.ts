import type { AppErrorShape, FieldErrors } from '@/lib/errors';

// Puts an action's error where the user will see it: a message on each field the form has, and
// whatever is left (no field, or a field the form does not show) in one form-level message.

export type SplitErrors<F extends string> = {
  /** First message per known field, in the form's field order. */
  fields: [F, string][];
  /** Messages for keys the form has no field for (FORM_ERROR_KEY, upstream paths...). */
  rest: string[];
};

export function splitFieldErrors<F extends string>(fieldErrors: FieldErrors | undefined, fieldNames: readonly F[]): SplitErrors<F> {
  const fields: [F, string][] = [];
  const rest: string[] = [];
  if (!fieldErrors) return { fields, rest };
  for (const name of fieldNames) {
    const message = fieldErrors[name]?.[0];
    if (message) fields.push([name, message]);
  }
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if ((fieldNames as readonly string[]).includes(key)) continue;
    for (const message of messages) if (!rest.includes(message)) rest.push(message);
  }
  return { fields, rest };
}

/**
 * What to tell the user about retrying, from the error's kind. `highlighted: false` when no field
 * shows a message: then there is nothing highlighted to point at.
 */
export function retryAdvice(error: Pick<AppErrorShape, 'kind' | 'retryable'>, { highlighted = true } = {}): string {
  if (error.retryable) return 'This is usually temporary: try again in a moment.';
  if (error.kind === 'invalid_input' || error.kind === 'conflict') {
    return highlighted ? 'Correct the highlighted fields and try again.' : 'Check what you entered and try again.';
  }
  if (error.kind === 'unauthorised' || error.kind === 'forbidden') return 'Trying again with the same values will not help.';
  return 'If it keeps happening, tell an administrator.';
}
