'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { ChevronDownIcon } from './icons';

// On a phone a page's secondary controls (view, zone, filters, export) fold behind one button, so
// the first item is in the first screen; from the sm breakpoint up they are always shown and the
// button is gone. The page keeps the open state: one button may fold several regions.

/** The classes of a region that folds on a phone. */
export function foldedOnPhone(open: boolean): string {
  return open ? '' : 'max-sm:hidden';
}

export function PhoneFoldButton({ open, onToggle, controls, children }: { open: boolean; onToggle: () => void; /** The ids of the regions it folds. */ controls: string; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" className="sm:hidden" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
      <ChevronDownIcon size={14} className={cn('transition-transform', open && 'rotate-180')} />
    </Button>
  );
}
