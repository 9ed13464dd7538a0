'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { CloseIcon } from './icons';

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
  /** 'center' for a modal dialog, 'side' for a full-height panel on the right (a drawer). */
  placement?: 'center' | 'side';
  className?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog> element: focus is moved in, kept there and restored, Escape
 * closes, the page behind is inert, all by the browser. The content is mounted only while open,
 * so a form inside starts fresh every time.
 */
export function Dialog({ open, onClose, title, description, footer, busy = false, placement = 'center', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // Escape: React state decides, so `open` stays the truth
        if (!busy) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose(); // a click on the backdrop
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
              onClick={onClose}
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
        </>
      )}
    </dialog>
  );
}

/** The body and the button row of a dialog, laid out like a card's body and footer. */
export function DialogBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('space-y-4 px-5 py-4', className)}>{children}</div>;
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('flex items-center justify-end gap-2 border-t border-slate-200 bg-slate-50/70 px-5 py-3', className)}>{children}</div>;
}
