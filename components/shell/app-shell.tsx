import type { ReactNode } from 'react';
import { MainNav } from './main-nav';
import { PhoneMenu } from './phone-menu';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import type { ShellNavItem, ShellUser } from './types';

export type AppShellProps = {
  user: ShellUser;
  /** Sidebar links to enterprise pages, from settings (entry points). */
  enterprises: readonly ShellNavItem[];
  /** Sidebar links to organization pages, from settings. */
  organizations: readonly ShellNavItem[];
  /** A full-width strip under the top bar, e.g. a token-expiry Alert. */
  banner?: ReactNode;
  /** Left side of the top bar. */
  topBarStart?: ReactNode;
  /** The sign-out server action. */
  signOut: () => Promise<void>;
  children: ReactNode;
};

/** The signed-in frame: sidebar, top bar, and a width-capped content column. */
export function AppShell({ user, enterprises, organizations, banner, topBarStart, signOut, children }: AppShellProps) {
  return (
    <div className="flex min-h-screen bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium shadow-popover focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Sidebar role={user.role} enterprises={enterprises} organizations={organizations} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          user={user}
          menu={
            <PhoneMenu>
              <MainNav role={user.role} enterprises={enterprises} organizations={organizations} mode="menu" />
            </PhoneMenu>
          }
          start={topBarStart}
          signOut={signOut}
        />
        {banner && <div className="border-b border-slate-200 px-4 py-3 sm:px-6 xl:px-8 print:hidden">{banner}</div>}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-[1400px] px-4 py-6 sm:px-6 xl:px-8 xl:py-8 print:max-w-none print:p-0">{children}</div>
        </main>
      </div>
    </div>
  );
}
