import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import type { FormProblem } from './use-action-form';

/**
 * The end of an admin form dialog: the body (its fields, then what went wrong, if anything) and
 * the Cancel / submit row.
 */
export function FormDialogBody({ problem, className, children }: { problem: FormProblem | null; className?: string; children: React.ReactNode }) {
  return (
    <DialogBody className={className}>
      {children}
      {problem && (
        <Alert tone={problem.tone} title={problem.title}>
          {problem.message}
        </Alert>
      )}
    </DialogBody>
  );
}

export function FormDialogFooter({ pending, submitLabel, onCancel }: { pending: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant="primary" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
