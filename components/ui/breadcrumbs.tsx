import { IntentLink } from './intent-link';
import { Fragment } from 'react';
import { cn } from './cn';
import { ChevronRightIcon } from './icons';

export type BreadcrumbItem = { label: string; href?: string };

/** A trail of links; the last item is the current page and is not a link. */
export function Breadcrumbs({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('print:hidden', className)}>
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-xs text-slate-500">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={`${item.label}-${i}`}>
              <li className="min-w-0">
                {item.href && !last ? (
                  <IntentLink href={item.href} className="truncate rounded-sm hover:text-slate-900 hover:underline">
                    {item.label}
                  </IntentLink>
                ) : (
                  <span className={cn('truncate', last && 'font-medium text-slate-700')} aria-current={last ? 'page' : undefined}>
                    {item.label}
                  </span>
                )}
              </li>
              {!last && (
                <li aria-hidden className="text-slate-300">
                  <ChevronRightIcon size={12} />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
