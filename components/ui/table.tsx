import type { HTMLAttributes, Ref, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from './cn';

// The scroll area is a client component (it measures whether it scrolls); re-exported so every
// table imports its parts from here.
export { TableContainer, type TableContainerProps } from './table-container';

/**
 * A column shown from 640 px up; on a phone it is hidden and its value is repeated in the row's
 * first cell (a stacked row), so the table fits the screen without scrolling sideways.
 */
export const wideScreenColumn = 'max-sm:hidden';

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return <table className={cn('w-full border-separate border-spacing-0 text-left text-sm', className)} {...props} />;
}

export function TableCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('sticky top-0 z-10', className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('[&>tr:last-child>td]:border-b-0', className)} {...props} />;
}

export type TableRowProps = HTMLAttributes<HTMLTableRowElement> & {
  /** Highlights the row as chosen (and sets aria-selected). */
  selected?: boolean;
  ref?: Ref<HTMLTableRowElement>;
};

export function TableRow({ selected, className, ...props }: TableRowProps) {
  return (
    <tr
      aria-selected={selected}
      className={cn(
        'transition-colors [tbody>&]:hover:bg-slate-50',
        selected && 'bg-brand-50/60 [tbody>&]:hover:bg-brand-50',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Keeps a column (the row's actions) at the right edge while a wide table scrolls sideways, so
 * on a phone the actions stay in view next to the row's first columns.
 */
const pinnedRight = 'sticky right-0 z-[1] [[data-scrolls-sideways]_&]:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.15)]';

export type TableHeaderCellProps = ThHTMLAttributes<HTMLTableCellElement> & { align?: 'left' | 'right' | 'center'; pinned?: boolean };

export function TableHeaderCell({ align = 'left', pinned, className, scope = 'col', ...props }: TableHeaderCellProps) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-9 border-b border-slate-200 bg-slate-50/95 px-4 text-xs font-medium whitespace-nowrap text-slate-500 backdrop-blur-sm',
        pinned && cn(pinnedRight, 'bg-slate-50'),
        align === 'right' && 'text-right',
        align === 'center' && 'text-center',
        className,
      )}
      {...props}
    />
  );
}

export type TableCellProps = TdHTMLAttributes<HTMLTableCellElement> & {
  align?: 'left' | 'right' | 'center';
  /** Tabular figures and muted colour, for ids, times and counts. */
  numeric?: boolean;
  /** Stays at the right edge while the table scrolls sideways (a row's actions). */
  pinned?: boolean;
};

export function TableCell({ align = 'left', numeric, pinned, className, ...props }: TableCellProps) {
  return (
    <td
      className={cn(
        'h-11 border-b border-slate-100 px-4 py-2 align-middle text-slate-700',
        pinned && cn(pinnedRight, 'bg-white [tr:hover>&]:bg-slate-50'),
        align === 'right' && 'text-right',
        align === 'center' && 'text-center',
        numeric && 'font-mono text-xs text-slate-500 tabular-nums',
        className,
      )}
      {...props}
    />
  );
}
