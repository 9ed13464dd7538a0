'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import type { CopyIntoDraft } from './copy-dialog';

// The dialog (its form, zod schema and preview) loads on the first click, not with the page.
const CopyFlow = dynamic(() => import('./copy-flow').then((m) => m.CopyFlow));

/** "Copy…" beside Export on the schedule and the roster (schedulers only): opens the copy dialog. */
export function CopyButton(props: { organizationId: string; timeZone: string; shownDate: string; view: 'week' | 'day'; intoDraft?: CopyIntoDraft | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <CopyIcon size={14} />
        Copy…
      </Button>
      {open && <CopyFlow {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
