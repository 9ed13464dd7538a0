'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { RefreshIcon } from '@/components/ui/icons';

/** The digest Next.js attaches to server errors: a hash that matches the server log, safe to show. */
function digestOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const digest = (error as { digest?: unknown }).digest;
  return typeof digest === 'string' ? digest : undefined;
}

export type RouteErrorProps = { error: unknown; retry: () => void; homeLink?: boolean };

/**
 * What an error boundary shows. The thrown message is never displayed: it may carry internals.
 * The digest lets support find the server log line.
 */
export function RouteError({ error, retry, homeLink = false }: RouteErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = digestOf(error);

  return (
    <ErrorState
      title="This page could not be shown"
      message={
        <>
          Something went wrong on our side. Try again; if it keeps happening, contact your administrator.
          {digest && <span className="mt-2 block font-mono text-xs text-slate-500">Reference: {digest}</span>}
        </>
      }
      action={
        <>
          <Button variant="primary" onClick={retry} icon={<RefreshIcon size={14} />}>
            Try again
          </Button>
          {homeLink && (
            <Link href="/" className={buttonStyles({ variant: 'secondary' })}>
              Go to Today
            </Link>
          )}
        </>
      }
    />
  );
}
