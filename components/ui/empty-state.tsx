import type { ReactNode } from 'react';
import { cn } from './cn';
import { InboxIcon } from './icons';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Defaults to an inbox icon. */
  icon?: ReactNode;
  /** A button or link that gets the user unstuck. */
  action?: ReactNode;
  /** Compact spacing for use inside a card or table. */
  compact?: boolean;
  className?: string;
};

export function EmptyState({ title, description, icon, action, compact, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center text-center', compact ? 'px-4 py-8' : 'px-6 py-14', className)}>
      <div className="mb-3 flex size-10 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-400 shadow-xs">
        {icon ?? <InboxIcon size={18} />}
      </div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {description && <p className="mt-1 max-w-sm text-sm text-slate-500">{description}</p>}
      {action && <div className="mt-4 flex items-center gap-2">{action}</div>}
    </div>
  );
}
