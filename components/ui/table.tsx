import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from './cn';

export type TableContainerProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * Max height of the scroll area (any CSS length, e.g. "60vh"). The header sticks to the top of
   * this area; without it the table grows with its rows.
   */
  maxHeight?: string;
  /** Draw the rounded border and background (off when the table sits flush inside a Card). */
  bordered?: boolean;
};

/** The scroll area around a table; also the region named for screen readers if given aria-label. */
export function TableContainer({ maxHeight, bordered = true, className, style, ...props }: TableContainerProps) {
  return (
    <div
      className={cn('relative w-full overflow-auto', bordered && 'rounded-lg border border-slate-200 bg-white shadow-card', className)}
      style={maxHeight ? { maxHeight, ...style } : style}
      {...props}
    />
  );
}

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

export type TableHeaderCellProps = ThHTMLAttributes<HTMLTableCellElement> & { align?: 'left' | 'right' | 'center' };

export function TableHeaderCell({ align = 'left', className, scope = 'col', ...props }: TableHeaderCellProps) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-9 border-b border-slate-200 bg-slate-50/95 px-4 text-xs font-medium whitespace-nowrap text-slate-500 backdrop-blur-sm',
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
};

export function TableCell({ align = 'left', numeric, className, ...props }: TableCellProps) {
  return (
    <td
      className={cn(
        'h-11 border-b border-slate-100 px-4 py-2 align-middle text-slate-700',
        align === 'right' && 'text-right',
        align === 'center' && 'text-center',
        numeric && 'font-mono text-xs text-slate-500 tabular-nums',
        className,
      )}
      {...props}
    />
  );
}
