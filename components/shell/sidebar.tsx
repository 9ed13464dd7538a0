import { IntentLink } from '@/components/ui/intent-link';
import { Logo, LogoMark } from '@/components/ui/logo-mark';
import { MainNav } from './main-nav';
import type { ShellNavItem, ShellRole } from './types';

export type SidebarProps = {
  role: ShellRole;
  enterprises: readonly ShellNavItem[];
  organizations: readonly ShellNavItem[];
};

/** The rail beside every page from the sm breakpoint up; a phone has the top bar's menu instead. */
export function Sidebar({ role, enterprises, organizations }: SidebarProps) {
  return (
    // The outer column carries the background to the bottom of long pages; the inner one sticks.
    <div className="w-16 shrink-0 border-r border-slate-200 bg-slate-50 max-sm:hidden xl:w-60 print:hidden">
      <aside className="sticky top-0 flex h-screen flex-col">
        <div className="flex h-14 shrink-0 items-center px-4 max-xl:justify-center max-xl:px-0">
          <IntentLink href="/" className="rounded-md" aria-label="Shiftdesk home">
            <Logo className="max-xl:hidden" />
            <LogoMark className="xl:hidden" />
          </IntentLink>
        </div>
        <MainNav role={role} enterprises={enterprises} organizations={organizations} mode="rail" />
      </aside>
    </div>
  );
}
