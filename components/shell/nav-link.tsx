'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { NavMode } from './types';

/** "/" is active only on itself; any other link also on the pages below it. */
export function isActivePath(pathname: string, href: string): boolean {
  const path = href.split(/[?#]/)[0] || '/';
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

export type NavLinkProps = { href: string; label: string; icon: ReactNode; mode: NavMode };

export function NavLink({ href, label, icon, mode }: NavLinkProps) {
  const rail = mode === 'rail';
  const pathname = usePathname() ?? '/';
  const active = isActivePath(pathname, href);
  return (
    <IntentLink
      href={href}
      aria-current={active ? 'page' : undefined}
      title={rail ? label : undefined}
      className={cn(
        'group flex items-center gap-2.5 rounded-md px-2 text-sm font-medium transition-colors',
        // A menu link is a finger's height; the rail's icons are squares below xl.
        rail ? 'h-8 max-xl:justify-center max-xl:px-0' : 'h-10',
        active
          ? 'bg-white text-slate-900 shadow-xs ring-1 ring-slate-200'
          : 'text-slate-600 hover:bg-slate-200/60 hover:text-slate-900',
      )}
    >
      <span className={cn('flex size-4 shrink-0 items-center justify-center', active ? 'text-brand-600' : 'text-slate-400 group-hover:text-slate-600')}>
        {icon}
      </span>
      <span className={cn('truncate', rail && 'max-xl:sr-only')}>{label}</span>
    </IntentLink>
  );
}
