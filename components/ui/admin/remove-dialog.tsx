'use client';

import { useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/errors';
import { retryAdvice } from '@/lib/settings/form-errors';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';

export type RemoveRequest = {
  /** "Remove Harbour Café?" */
  title: string;
  /** What removing means for the user. */
  body: ReactNode;
  /** Toast after success. */
  done: string;
  remove: () => Promise<ActionResult<unknown>>;
};

/** Asks before removing an entry point; shows why it failed if it did. */
export function RemoveDialog({ request, onClose }: { request: RemoveRequest | null; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    if (!request) return;
    setPending(true);
    setProblem(null);
    let result: ActionResult<unknown>;
    try {
      result = await request.remove();
    } catch {
      result = { ok: false, error: { kind: 'unavailable', message: 'Shiftdesk could not be reached. Check your connection.', retryable: true } };
    }
    setPending(false);
    if (result.ok) {
      toast.success(request.done);
      close();
      return;
    }
    setProblem(`${result.error.message} ${retryAdvice(result.error)}`);
  };

  return (
    <Dialog open={request !== null} onClose={close} busy={pending} title={request?.title ?? ''} className="max-w-md!">
      <DialogBody>
        <div className="text-sm text-slate-600">{request?.body}</div>
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
        <Button variant="danger" loading={pending} onClick={confirm}>
          Remove
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
