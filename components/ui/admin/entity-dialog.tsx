'use client';

import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

// The dialog around every admin create/edit form: open while something is being edited, titled
// for adding or editing, and not closable while its form is saving.

export type Editing<E> = { mode: 'create' } | ({ mode: 'update' } & E);

export type EntityDialogProps<E> = {
  /** null: closed. */
  editing: Editing<E> | null;
  titles: { create: string; update: string };
  description: string;
  /** Extra classes of the dialog (a wider one for a long form). */
  className?: string;
  onClose: () => void;
  /** The form, given what it edits, how to finish, and how to say it is saving. */
  children: (editing: Editing<E>, done: () => void, onBusy: (busy: boolean) => void) => ReactNode;
};

export function EntityDialog<E>({ editing, titles, description, className, onClose, children }: EntityDialogProps<E>) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={editing !== null} onClose={onClose} busy={busy} title={editing?.mode === 'update' ? titles.update : titles.create} description={description} className={className}>
      {editing && children(editing, onClose, setBusy)}
    </Dialog>
  );
}
