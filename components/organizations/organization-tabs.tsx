'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { RequestsCountBadge } from '@/components/requests/requests-count-badge';
import { cn } from '@/components/ui/cn';

const tabs = [
  { segment: 'schedule', label: 'Schedule' },
  { segment: 'roster', label: 'Roster' },
  { segment: 'requests', label: 'Requests' },
  { segment: 'members', label: 'Members' },
] as const;

/** The sections of an organization; the current one is marked for screen readers too. */
export function OrganizationTabs({ organizationId }: { organizationId: string }) {
  const pathname = usePathname() ?? '';
  return (
    <nav aria-label="Organization sections" className="mb-6 overflow-x-auto shadow-[inset_0_-1px_0_0_var(--color-slate-200)] print:hidden">
      {/* Scrolls sideways on a narrow phone rather than widening the page; the line under it is an inset shadow, so the current tab's underline sits on top of it. */}
      <ul className="flex w-max gap-5">
        {tabs.map((tab) => {
          const href = `/organizations/${organizationId}/${tab.segment}`;
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={tab.segment}>
              <IntentLink
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center border-b-2 text-sm font-medium transition-colors',
                  active ? 'border-brand-600 text-slate-900' : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
                )}
              >
                {tab.label}
                {tab.segment === 'requests' && <RequestsCountBadge organizationId={organizationId} />}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
