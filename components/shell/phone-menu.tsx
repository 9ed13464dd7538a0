'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';

const MenuIcon = () => (
  <svg aria-hidden width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

/**
 * On a phone, the sidebar's links behind a "Menu" button in the top bar, each with its name (the
 * rail's icons and initials say little at 390 px). Closes on Escape and when a link is followed.
 */
export function PhoneMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  // A link was followed: the new page shows without the menu over it.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="sm:hidden">
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={id} icon={open ? <CloseIcon size={14} /> : <MenuIcon />} onClick={() => setOpen(!open)}>
        Menu
      </Button>
      <div id={id} hidden={!open} className="fixed inset-x-0 top-14 bottom-0 z-40 overflow-y-auto border-t border-slate-200 bg-white shadow-popover">
        {open && children}
      </div>
    </div>
  );
}
