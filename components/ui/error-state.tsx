import type { ReactNode } from 'react';
import { cn } from './cn';
import { ErrorIcon } from './icons';

export type ErrorStateProps = {
  title?: ReactNode;
  /** A safe, user-facing message (an AppErrorShape's message), never a stack or raw upstream body. */
  message?: ReactNode;
  /** The retry button (or any recovery action). */
  action?: ReactNode;
  compact?: boolean;
  className?: string;
};

/** Shown in place of content that failed to load. */
export function ErrorState({
  title = 'Something went wrong',
  message = 'We could not load this. Try again in a moment.',
  action,
  compact,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center justify-center text-center', compact ? 'px-4 py-8' : 'px-6 py-14', className)}
    >
      <div className="mb-3 flex size-10 items-center justify-center rounded-lg border border-red-200 bg-red-50 text-red-600">
        <ErrorIcon size={18} />
      </div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 max-w-md text-sm text-slate-500">{message}</p>
      {action && <div className="mt-4 flex items-center gap-2">{action}</div>}
    </div>
  );
}
