import type { ReactNode } from 'react';
import { cn } from './cn';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, { box: string; icon: string; Icon: typeof InfoIcon }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: 'text-sky-600', Icon: InfoIcon },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'text-emerald-600', Icon: SuccessIcon },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: 'text-amber-600', Icon: WarningIcon },
  danger: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'text-red-600', Icon: ErrorIcon },
};

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link on the right, e.g. "Retry" or "Open settings". */
  action?: ReactNode;
  className?: string;
};

/**
 * A callout inside the page. Danger alerts are announced (role="alert"); the others are a
 * polite status so they do not interrupt.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const t = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-3.5 py-3 text-sm', t.box, className)}
    >
      <t.Icon size={16} className={cn('mt-0.5 shrink-0', t.icon)} />
      <div className="min-w-0 flex-1 space-y-0.5">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cn(title && 'opacity-90')}>{children}</div>}
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </div>
  );
}
