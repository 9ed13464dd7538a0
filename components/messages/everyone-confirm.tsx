'use client';

import { Button } from '@/components/ui/button';

// A message to an organization's everyone conversation reaches every member (and their phones):
// Send asks first, naming where it goes; "Send to everyone" sends, "Not now" leaves it unsent.

export function EveryoneConfirm({ names, onSend, onCancel }: { names: string[]; onSend: () => void; onCancel: () => void }) {
  return (
    <div role="alertdialog" aria-labelledby="everyone-confirm-text" className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
      <p id="everyone-confirm-text" className="mr-auto text-sm font-medium text-amber-950">
        Send to every member? {names.join(', ')} {names.length === 1 ? 'reaches' : 'reach'} everyone in the organization.
      </p>
      <Button variant="secondary" autoFocus onClick={onCancel}>
        Not now
      </Button>
      <Button variant="primary" onClick={onSend}>
        Send to everyone
      </Button>
    </div>
  );
}
