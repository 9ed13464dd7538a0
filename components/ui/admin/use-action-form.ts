'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ActionResult, AppErrorShape } from '@/lib/errors';
import { retryAdvice, splitFieldErrors } from '@/lib/settings/form-errors';

export type FormProblem = { tone: 'warning' | 'danger'; title: string; message: string };

const unreachable: AppErrorShape = { kind: 'unavailable', message: 'Shiftdesk could not be reached. Check your connection.', retryable: true };

/**
 * Sends a form through a server action: field errors go next to their fields (the first one is
 * focused), anything else becomes one form-level problem with advice on retrying.
 */
export function useActionForm<V extends FieldValues, F extends Path<V> & string>(
  form: UseFormReturn<V, unknown, FieldValues>,
  fieldNames: readonly F[],
  onBusy?: (busy: boolean) => void,
) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);

  async function submit<T>(send: () => Promise<ActionResult<T>>, onSuccess: (data: T) => void): Promise<void> {
    setProblem(null);
    setPending(true);
    onBusy?.(true);
    let result: ActionResult<T>;
    try {
      result = await send();
    } catch {
      result = { ok: false, error: unreachable };
    } finally {
      setPending(false);
      onBusy?.(false);
    }
    if (result.ok) {
      onSuccess(result.data);
      return;
    }
    const { fields, rest } = splitFieldErrors(result.error.fieldErrors, fieldNames);
    fields.forEach(([name, message], i) => form.setError(name, { type: 'server', message }, { shouldFocus: i === 0 }));
    const onlyFields = fields.length > 0 && rest.length === 0;
    if (onlyFields && result.error.kind === 'invalid_input') return; // the fields say it all
    setProblem({
      tone: result.error.retryable ? 'warning' : 'danger',
      title: 'Nothing was saved',
      message: [...(onlyFields ? [] : [result.error.message, ...rest]), retryAdvice(result.error)].join(' '),
    });
  }

  return { submit, problem, pending };
}
