'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { RequestsCountBadge } from '@/components/requests/requests-count-badge';
import { cn } from '@/components/ui/cn';

const tabs = [
  { segment: 'schedule', label: 'Schedule' },
  { segment: 'requests', label: 'Requests' },
  { segment: 'members', label: 'Members' },
] as const;

/** The sections of an organization; the current one is marked for screen readers too. */
export function OrganizationTabs({ organizationId }: { organizationId: string }) {
  const pathname = usePathname() ?? '';
  return (
    <nav aria-label="Organization sections" className="mb-6 border-b border-slate-200 print:hidden">
      <ul className="-mb-px flex gap-5">
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
