'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import type { CopyIntoDraft } from './copy-dialog';
import type { CopyWhat } from '@/lib/copy/copy-form';

// The dialogs (their forms, zod schemas and preview) load on the first click, not with the page.
const CopyFlow = dynamic(() => import('./copy-flow').then((m) => m.CopyFlow));
const SaveWeekTemplateFlow = dynamic(() => import('@/components/week-templates').then((m) => m.SaveWeekTemplateFlow));

type Open = { copy: CopyWhat | undefined } | 'save' | null;

/**
 * "Copy…", "Apply week template…" and "Save week as template…" beside Export on the schedule and
 * the roster (schedulers only). Applying a template is the copy dialog opened on "A week template".
 */
export function CopyButton(props: { organizationId: string; timeZone: string; shownDate: string; view: 'week' | 'day'; intoDraft?: CopyIntoDraft | undefined }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen({ copy: undefined })}>
        <CopyIcon size={14} />
        Copy…
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOpen({ copy: 'template' })}>
        Apply week template…
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOpen('save')}>
        Save week as template…
      </Button>
      {open !== null && open !== 'save' && <CopyFlow {...props} startWith={open.copy} onClose={close} />}
      {open === 'save' && <SaveWeekTemplateFlow organizationId={props.organizationId} timeZone={props.timeZone} shownDate={props.shownDate} onClose={close} />}
    </>
  );
}
