'use client';

import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/errors';
import { retryAdvice } from '@/components/ui/forms/form-errors';
import { ConfirmItIsYou, withTypedPassword, type Reauth } from '@/components/ui/forms/confirm-it-is-you';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { CONFIRM_PASSWORD_FIELD } from '@/lib/identity/confirm-password';

export type RemoveRequest = {
  /** "Remove Harbour Café?" */
  title: string;
  /** What removing means for the user. */
  body: ReactNode;
  /** Toast after success. */
  done: string;
  /** Set when the removal is a sensitive change: the user confirms it is them (the password, or company sign-in). */
  reauth?: Reauth;
  /** Removes it; `confirm` carries the password when one was typed. */
  remove: (confirm: { confirmPassword?: string }) => Promise<ActionResult<unknown>>;
};

type ConfirmValues = { confirmPassword?: string };

/** Asks before removing an entry point; shows why it failed if it did. */
export function RemoveDialog({ request, onClose }: { request: RemoveRequest | null; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ConfirmValues>({ defaultValues: { confirmPassword: '' } });

  const close = () => {
    setProblem(null);
    form.reset();
    onClose();
  };

  const confirm = async () => {
    if (!request) return;
    setPending(true);
    setProblem(null);
    form.clearErrors();
    let result: ActionResult<unknown>;
    try {
      result = await request.remove(withTypedPassword(form.getValues()));
    } catch {
      result = { ok: false, error: { kind: 'unavailable', message: 'Shiftdesk could not be reached. Check your connection.', retryable: true } };
    }
    setPending(false);
    if (result.ok) {
      toast.success(request.done);
      close();
      return;
    }
    const aboutPassword = result.error.fieldErrors?.[CONFIRM_PASSWORD_FIELD]?.[0];
    if (aboutPassword && request.reauth) form.setError('confirmPassword', { type: 'server', message: aboutPassword }, { shouldFocus: true });
    setProblem(`${result.error.message} ${retryAdvice(result.error)}`);
  };

  const question = <div className="text-sm text-slate-600">{request?.body}</div>;
  return (
    <Dialog open={request !== null} onClose={close} busy={pending} title={request?.title ?? ''} className="max-w-md!">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <DialogBody>
          {request?.reauth ? (
            <ConfirmItIsYou reauth={request.reauth} registration={form.register('confirmPassword')} error={form.formState.errors.confirmPassword?.message}>
              {question}
            </ConfirmItIsYou>
          ) : (
            question
          )}
          {problem && (
            <Alert tone="danger" title="Nothing was removed">
              {problem}
            </Alert>
          )}
        </DialogBody>
        <DialogFooter>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            Remove
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
