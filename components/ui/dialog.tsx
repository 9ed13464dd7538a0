'use client';

import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { CloseIcon } from './icons';

/** Asks the open dialog to close, as Escape would: a dirty dialog asks first. */
const RequestClose = createContext<() => void>(() => undefined);

export type DialogProps = {
  open: boolean;
  /** Called when the user asks to close: Escape, the close button, a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * Buttons at the bottom; the children then scroll between header and footer. Without it the
   * children lay themselves out, e.g. a <form> holding a DialogBody and a DialogFooter.
   */
  footer?: ReactNode;
  /** While true (e.g. saving), the dialog cannot be dismissed. */
  busy?: boolean;
  /** Something typed would be lost: closing asks first (Escape, the close button, the backdrop, `requestClose`). */
  dirty?: boolean;
  /** Where focus goes when it closes, given the control that opened it (the default). */
  returnFocus?: (opener: HTMLElement | null) => HTMLElement | null;
  /** 'center' for a modal dialog, 'side' for a full-height panel on the right (a drawer). */
  placement?: 'center' | 'side';
  className?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog> element: focus is moved in (to the field marked
 * `data-autofocus`, else the first control) and kept there, Escape closes, the page behind is
 * inert. When it closes or unmounts, focus goes back to the control that opened it. The content
 * is mounted only while open, so a form inside starts fresh every time. A dirty dialog asks
 * before closing; only a press that starts and ends on the backdrop counts as a click on it, so
 * selecting text and letting go outside never closes it.
 */
export function Dialog({ open, onClose, title, description, footer, busy = false, dirty = false, returnFocus, placement = 'center', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  // A dialog kept mounted while closed opens again without the last question.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setAskingToDiscard(false);
  }
  const pressedOnBackdrop = useRef(false);
  // The latest choice, read when the dialog closes (the open/close effect runs only on `open`).
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Back to where the manager was, unless they have already moved on to something else.
      const focus = document.activeElement;
      const target = returnFocusRef.current ? returnFocusRef.current(opener) : opener;
      if (target?.isConnected && (!focus || focus === document.body || dialog.contains(focus))) target.focus();
    };
  }, [open]);

  const requestClose = () => {
    if (busy) return;
    if (dirty) setAskingToDiscard(true);
    else onClose();
  };

  return (
    <RequestClose.Provider value={requestClose}>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onCancel={(event) => {
          event.preventDefault(); // Escape: React state decides, so `open` stays the truth
          if (askingToDiscard) setAskingToDiscard(false);
          else requestClose();
        }}
        onPointerDown={(event) => {
          pressedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          // The dialog element itself is only hit outside its content: on the backdrop.
          if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose();
          pressedOnBackdrop.current = false;
        }}
        className={cn(
          'border border-slate-200 bg-white p-0 text-slate-900 shadow-popover backdrop:bg-slate-900/30 open:flex open:flex-col',
          placement === 'center' ? 'm-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg rounded-xl' : 'my-0 mr-0 ml-auto h-screen max-h-screen w-full max-w-xl',
          className,
        )}
      >
        {open && (
          <>
            <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
              <div className="min-w-0">
                <h2 id={titleId} className="truncate text-base font-semibold text-slate-900">
                  {title}
                </h2>
                {description && (
                  <div id={descriptionId} className="mt-0.5 text-sm text-slate-500">
                    {description}
                  </div>
                )}
              </div>
              <button
                type="button"
                onClick={requestClose}
                disabled={busy}
                aria-label="Close"
                className="-mr-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
              >
                <CloseIcon size={16} />
              </button>
            </header>
            {footer ? (
              <>
                <DialogBody className="min-h-0 flex-1 overflow-y-auto">{children}</DialogBody>
                <DialogFooter>{footer}</DialogFooter>
              </>
            ) : (
              children
            )}
            {askingToDiscard && <DiscardPrompt onKeep={() => setAskingToDiscard(false)} onDiscard={onClose} />}
          </>
        )}
      </dialog>
    </RequestClose.Provider>
  );
}

/** A Cancel button that closes its dialog the way Escape does (asking first when something was typed). */
export function DialogCancel({ children = 'Cancel' }: { children?: ReactNode }) {
  const requestClose = useContext(RequestClose);
  return (
    <Button variant="secondary" onClick={requestClose}>
      {children}
    </Button>
  );
}

/** The body and the button row of a dialog, laid out like a card's body and footer. */
export function DialogBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('space-y-4 px-5 py-4', className)}>{children}</div>;
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('flex items-center justify-end gap-2 border-t border-slate-200 bg-slate-50/70 px-5 py-3', className)}>{children}</div>;
}

/** "Discard what you typed?", at the bottom of a dirty dialog that was asked to close. */
function DiscardPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <div role="alertdialog" aria-label="Discard changes?" className="flex flex-wrap items-center justify-end gap-2 border-t border-amber-300 bg-amber-50 px-5 py-3">
      <p className="mr-auto text-sm font-medium text-amber-950">Close and lose what you typed?</p>
      <Button variant="secondary" onClick={onKeep} data-autofocus autoFocus>
        Keep editing
      </Button>
      <Button variant="danger" onClick={onDiscard}>
        Discard
      </Button>
    </div>
  );
}
