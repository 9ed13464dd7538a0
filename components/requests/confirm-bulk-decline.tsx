import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import type { InboxRequest } from '@/lib/requests/inbox-types';
import { shortDay } from '@/lib/time/day-words';
import { itemLabel } from '@/lib/schedule';
import { requestWording } from './request-wording';

// Declining several at once is the answer that is hard to take back (the person is told, the
// request is gone): the manager sees how many and who before anything is sent.

export function ConfirmBulkDecline({ requests, onCancel, onConfirm }: { requests: readonly InboxRequest[] | null; onCancel: () => void; onConfirm: () => void }) {
  const count = requests?.length ?? 0;
  const open = requests !== null;
  const noun = count === 1 ? 'request' : 'requests';
  return (
    <Dialog open={open} onClose={onCancel} title={`Decline ${count} ${noun}?`} description="Each person is marked Declined on the item. Nothing is sent until you confirm." className="max-w-md!">
      <DialogBody>
        <ul className="max-h-64 space-y-1.5 overflow-y-auto text-sm text-slate-700" aria-label="Requests to decline">
          {requests?.map((request) => (
            <li key={request.key}>
              <span className="font-medium text-slate-900">{request.person.displayName}</span>
              {' · '}
              {itemLabel(request.item)}, {shortDay(request.day, true)}
              <span className="block text-xs text-slate-600">Decline: {requestWording(request.kind, request.person.displayName, request.item.type).effects.DECLINED}</span>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter>
        {/* The safe answer takes the focus (the dialog would give it to Close). */}
        <Button onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Decline {count} {noun}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
