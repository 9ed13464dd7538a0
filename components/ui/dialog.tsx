'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { CloseIcon } from './icons';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** 'center' for a modal dialog, 'side' for a panel on the right (a drawer). */
  placement?: 'center' | 'side';
  className?: string;
};

/**
 * A modal on the native <dialog> element: focus is trapped and restored, Escape closes, the rest
 * of the page is inert, all by the browser.
 */
export function Dialog({ open, onClose, title, description, children, footer, placement = 'center', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose(); // a click on the backdrop
      }}
      className={cn(
        'bg-white p-0 text-slate-900 shadow-popover backdrop:bg-slate-900/30 open:flex open:flex-col',
        placement === 'center' ? 'm-auto max-h-[90vh] w-full max-w-lg rounded-xl' : 'my-0 mr-0 ml-auto h-screen max-h-screen w-full max-w-xl',
        className,
      )}
    >
      {open && (
        <>
          <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <h2 id={titleId} className="truncate text-base font-semibold">
                {title}
              </h2>
              {description && <div className="mt-0.5 text-sm text-slate-500">{description}</div>}
            </div>
            <button type="button" onClick={onClose} aria-label="Close" className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700">
              <CloseIcon size={16} />
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <footer className="flex items-center justify-end gap-2 border-t border-slate-200 bg-slate-50/70 px-5 py-3">{footer}</footer>}
        </>
      )}
    </dialog>
  );
}
