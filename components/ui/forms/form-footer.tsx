'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The end of an edit form: the outcome of the last save beside the buttons that caused it (so the
 * eye finds it where it already is), Discard to go back to what is stored, and the submit button.
 */
export function FormFooter({ status, dirty, submitting, onDiscard, submitLabel }: { status: ReactNode; dirty: boolean; submitting: boolean; onDiscard: () => void; submitLabel: string }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {status}
      <Button variant="secondary" type="button" disabled={!dirty || submitting} onClick={onDiscard}>
        Discard
      </Button>
      <Button variant="primary" type="submit" disabled={!dirty} loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
