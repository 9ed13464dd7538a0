'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';

/** Renders the server page again (a fresh upstream read), keeping the client state around it. */
export function ReloadButton({ label = 'Try again' }: { label?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="primary" loading={pending} icon={<RefreshIcon size={14} />} onClick={() => startTransition(() => router.refresh())}>
      {label}
    </Button>
  );
}
