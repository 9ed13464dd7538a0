'use client';

import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { renewServiceTokenAction } from '@/lib/settings/actions';
import type { AppErrorShape } from '@/lib/errors';
import { formatUtc } from '@/lib/time/format-utc';

const unreachable: AppErrorShape = {
  kind: 'unavailable',
  message: 'Shiftdesk could not be reached. Check your connection.',
  retryable: true,
};

/** The card's footer: "Renew now", and what went wrong if it did. */
export function RenewControl({ canRenew }: { canRenew: boolean }) {
  const [pending, startTransition] = useTransition();
  const [problem, setProblem] = useState<AppErrorShape | null>(null);

  const renew = () =>
    startTransition(async () => {
      setProblem(null);
      let result: Awaited<ReturnType<typeof renewServiceTokenAction>>;
      try {
        result = await renewServiceTokenAction({});
      } catch {
        result = { ok: false, error: unreachable };
      }
      if (result.ok) {
        const expiresAt = result.data.connection.expiresAt;
        toast.success('Service token renewed', {
          description: expiresAt ? `New expiry: ${formatUtc(expiresAt)}` : 'The service did not say when it expires.',
        });
        return;
      }
      setProblem(result.error);
      toast.error('The token was not renewed', { description: result.error.retryable ? 'Try again in a moment.' : 'See the message on the page.' });
    });

  return (
    <div className="rounded-b-lg border-t border-slate-200 bg-slate-50/70 px-5 py-3">
      {problem && (
        <Alert
          tone={problem.retryable ? 'warning' : 'danger'}
          title={problem.retryable ? 'The token was not renewed. Try again in a moment.' : 'The token was not renewed. Trying again will not help.'}
          className="mb-3"
          action={
            problem.retryable ? (
              <Button size="sm" onClick={renew} disabled={pending}>
                Retry
              </Button>
            ) : undefined
          }
        >
          <span data-testid="renew-error">{problem.message}</span>
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-xs text-slate-500">
          {canRenew
            ? 'Shiftdesk renews the token by itself; renew now to get a fresh 30-day token at once.'
            : 'There is no usable token to renew: connect with a code or a token.'}
        </p>
        <Button variant="primary" icon={<RefreshIcon size={14} />} loading={pending} disabled={!canRenew} onClick={renew}>
          Renew now
        </Button>
      </div>
    </div>
  );
}
