import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { AppErrorShape } from '@/lib/errors';

/**
 * Puts an action's field errors (zod on the server, or the service's 405 issues) next to the
 * fields of the form; `aliases` maps server paths to form fields (e.g. `start` -> `startWall`).
 * Returns what could not be shown on a field, for a form-level message, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: AppErrorShape,
  fields: readonly Path<T>[],
  aliases: Record<string, Path<T>> = {},
): AppErrorShape | null {
  let focused = false;
  let unplaced = false;
  for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) {
    const field = aliases[key] ?? (fields.includes(key as Path<T>) ? (key as Path<T>) : undefined);
    if (!field || !messages[0]) {
      unplaced = true;
      continue;
    }
    form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
    focused = true;
  }
  return focused && !unplaced ? null : error;
}
