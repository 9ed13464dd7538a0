'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OutboxRowView } from '@/lib/messages/types';
import { targetLabel } from './labels';

export type SendAgainDialogProps = { row: OutboxRowView; onClose: () => void; onConfirm: (row: OutboxRowView) => void };

/** The question before sending an uncertain message again: it may already be in the conversation. */
export function SendAgainDialog({ row, onClose, onConfirm }: SendAgainDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Send again anyway?"
      description={targetLabel(row)}
      className="max-w-md!"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={() => onConfirm(row)}>
            Send again
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">
        The service may already have delivered this message. If it did, the conversation gets it twice. Check the conversation first; if the message is
        there, use “Mark as sent” instead.
      </p>
    </Dialog>
  );
}
