import { IntentLink } from '@/components/ui/intent-link';
import { BuildingIcon, DashboardIcon, HistoryIcon, MessageIcon, SettingsIcon } from '@/components/ui/icons';
import { NavLink } from './nav-link';
import { EntityMark, NavSection } from './nav-section';
import type { NavMode, ShellNavItem, ShellRole } from './types';

export type MainNavProps = {
  role: ShellRole;
  enterprises: readonly ShellNavItem[];
  organizations: readonly ShellNavItem[];
  mode: NavMode;
};

function EmptyList({ role, mode }: { role: ShellRole; mode: NavMode }) {
  return (
    <li className={mode === 'rail' ? 'px-2 py-1 text-xs text-slate-500 max-xl:hidden' : 'px-2 py-1 text-xs text-slate-500'}>
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

/** The app's links: the same list in the sidebar and in the phone's menu. */
export function MainNav({ role, enterprises, organizations, mode }: MainNavProps) {
  return (
    <nav aria-label={mode === 'rail' ? 'Main' : 'Main menu'} className={mode === 'rail' ? 'flex-1 space-y-6 overflow-y-auto px-3 pt-2 pb-6' : 'space-y-5 px-3 py-3'}>
      <ul className="space-y-0.5">
        <li>
          <NavLink href="/" label="Today" icon={<DashboardIcon />} mode={mode} />
        </li>
        <li>
          <NavLink href="/messages" label="Messages" icon={<MessageIcon />} mode={mode} />
        </li>
      </ul>
      <NavSection title="Enterprises" mode={mode}>
        {enterprises.length === 0 && <EmptyList role={role} mode={mode} />}
        {enterprises.map((e) => (
          <li key={e.href}>
            <NavLink href={e.href} label={e.label} icon={<BuildingIcon />} mode={mode} />
          </li>
        ))}
      </NavSection>
      <NavSection title="Organizations" mode={mode}>
        {organizations.length === 0 && <EmptyList role={role} mode={mode} />}
        {organizations.map((o) => (
          <li key={o.href}>
            <NavLink href={o.href} label={o.label} icon={<EntityMark label={o.label} />} mode={mode} />
          </li>
        ))}
      </NavSection>
      {role === 'admin' && (
        <NavSection title="Administration" mode={mode}>
          <li>
            <NavLink href="/audit" label="Audit log" icon={<HistoryIcon />} mode={mode} />
          </li>
          <li>
            <NavLink href="/settings" label="Settings" icon={<SettingsIcon />} mode={mode} />
          </li>
        </NavSection>
      )}
    </nav>
  );
}
