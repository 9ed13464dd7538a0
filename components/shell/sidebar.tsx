import { IntentLink } from '@/components/ui/intent-link';
import { BuildingIcon, DashboardIcon, HistoryIcon, MessageIcon, SettingsIcon } from '@/components/ui/icons';
import { Logo, LogoMark } from '@/components/ui/logo-mark';
import { NavLink } from './nav-link';
import { EntityMark, NavSection } from './nav-section';
import type { ShellNavItem, ShellRole } from './types';

export type SidebarProps = {
  role: ShellRole;
  enterprises: readonly ShellNavItem[];
  organizations: readonly ShellNavItem[];
};

function EmptyList({ role }: { role: ShellRole }) {
  return (
    <li className="px-2 py-1 text-xs text-slate-500 max-xl:hidden">
      None configured
      {role === 'admin' && (
        <>
          {' · '}
          <IntentLink href="/settings" className="text-slate-500 underline-offset-2 hover:text-slate-700 hover:underline">
            Settings
          </IntentLink>
        </>
      )}
    </li>
  );
}

export function Sidebar({ role, enterprises, organizations }: SidebarProps) {
  return (
    // The outer column carries the background to the bottom of long pages; the inner one sticks.
    <div className="w-16 shrink-0 border-r border-slate-200 bg-slate-50 xl:w-60 print:hidden">
      <aside className="sticky top-0 flex h-screen flex-col">
        <div className="flex h-14 shrink-0 items-center px-4 max-xl:justify-center max-xl:px-0">
          <IntentLink href="/" className="rounded-md" aria-label="Shiftdesk home">
            <Logo className="max-xl:hidden" />
            <LogoMark className="xl:hidden" />
          </IntentLink>
        </div>
        <nav aria-label="Main" className="flex-1 space-y-6 overflow-y-auto px-3 pt-2 pb-6">
          <ul className="space-y-0.5">
            <li>
              <NavLink href="/" label="Overview" icon={<DashboardIcon />} />
            </li>
            <li>
              <NavLink href="/messages" label="Messages" icon={<MessageIcon />} />
            </li>
          </ul>
          <NavSection title="Enterprises">
            {enterprises.length === 0 && <EmptyList role={role} />}
            {enterprises.map((e) => (
              <li key={e.href}>
                <NavLink href={e.href} label={e.label} icon={<BuildingIcon />} />
              </li>
            ))}
          </NavSection>
          <NavSection title="Organizations">
            {organizations.length === 0 && <EmptyList role={role} />}
            {organizations.map((o) => (
              <li key={o.href}>
                <NavLink href={o.href} label={o.label} icon={<EntityMark label={o.label} />} />
              </li>
            ))}
          </NavSection>
          {role === 'admin' && (
            <NavSection title="Administration">
              <li>
                <NavLink href="/audit" label="Audit log" icon={<HistoryIcon />} />
              </li>
              <li>
                <NavLink href="/settings" label="Settings" icon={<SettingsIcon />} />
              </li>
            </NavSection>
          )}
        </nav>
      </aside>
    </div>
  );
}
