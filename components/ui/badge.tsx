import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, { badge: string; dot: string }> = {
  neutral: { badge: 'bg-slate-100 text-slate-700 ring-slate-500/15', dot: 'bg-slate-400' },
  accent: { badge: 'bg-brand-50 text-brand-700 ring-brand-600/20', dot: 'bg-brand-500' },
  success: { badge: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20', dot: 'bg-emerald-500' },
  warning: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/25', dot: 'bg-amber-500' },
  danger: { badge: 'bg-red-50 text-red-700 ring-red-600/20', dot: 'bg-red-500' },
  info: { badge: 'bg-sky-50 text-sky-700 ring-sky-600/20', dot: 'bg-sky-500' },
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: BadgeTone;
  /** A small coloured dot before the label, for statuses. */
  dot?: boolean;
  /** A long label wraps onto more lines (a narrow column) instead of running out of the badge. */
  wrap?: boolean;
};

/** A short status or category label. Colour is never the only signal: the text says it too. */
export function Badge({ tone = 'neutral', dot = false, wrap = false, className, children, ...props }: BadgeProps) {
  const t = tones[tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-1.5 text-xs font-medium ring-1 ring-inset',
        wrap ? 'min-h-5 py-0.5 whitespace-normal' : 'h-5 whitespace-nowrap',
        t.badge,
        className,
      )}
      {...props}
    >
      {dot && <span className={cn('size-1.5 rounded-full', t.dot)} aria-hidden />}
      {children}
    </span>
  );
}
