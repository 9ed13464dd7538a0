import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-lg border border-slate-200 bg-white shadow-card', className)} {...props} />;
}

export type CardHeaderProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links on the right of the header. */
  actions?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: 'h2' | 'h3' | 'h4';
};

export function CardHeader({ title, description, actions, as: Heading = 'h2', className, ...props }: CardHeaderProps) {
  return (
    // Wraps instead of squeezing: on a phone the actions move under a title that keeps its width.
    <div
      className={cn('flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b border-slate-200 px-4 py-4 sm:px-5', className)}
      {...props}
    >
      <div className="min-w-0 flex-[1_1_14rem]">
        <Heading className="text-sm font-semibold break-words text-slate-900">{title}</Heading>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-4 py-4 sm:px-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-end gap-2 rounded-b-lg border-t border-slate-200 bg-slate-50/70 px-4 py-3 sm:px-5',
        className,
      )}
      {...props}
    />
  );
}
