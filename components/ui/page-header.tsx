import type { ReactNode } from 'react';
import { cn } from './cn';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a <Breadcrumbs />, shown above the title. */
  breadcrumbs?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
  /** Small extras next to the title, e.g. a Badge. */
  meta?: ReactNode;
  className?: string;
};

/** The top of a page: one h1 per page lives here. */
export function PageHeader({ title, description, breadcrumbs, actions, meta, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-6 space-y-2', className)}>
      {breadcrumbs}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        {/* A basis, so on a phone the actions wrap below the title instead of squeezing it to a letter. */}
        <div className="min-w-0 flex-[1_1_16rem]">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-xl font-semibold tracking-tight break-words text-slate-900">{title}</h1>
            {meta}
          </div>
          {description && <p className="mt-1 max-w-3xl text-sm text-slate-500">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
