'use client';

import { Button } from '@/components/ui/button';
import { InlineStatus } from '@/components/ui/inline-status';
import type { AppErrorShape } from '@/lib/errors';

/**
 * A one-field form's Save (enabled once something changed) and what came of the last save beside
 * it: "Not saved: …" or "Saved" (until the field changes again).
 */
export function InlineSave({ dirty, submitting, problem, saved }: { dirty: boolean; submitting: boolean; problem: AppErrorShape | null; saved: boolean }) {
  return (
    <div className="mt-6 flex items-center gap-2">
      <Button variant="secondary" type="submit" disabled={!dirty} loading={submitting}>
        Save
      </Button>
      {problem ? <InlineStatus tone="danger">Not saved: {problem.message}</InlineStatus> : saved && !dirty ? <InlineStatus tone="success">Saved</InlineStatus> : null}
    </div>
  );
}
