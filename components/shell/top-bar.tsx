import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SignOutButton } from './sign-out-button';
import { roleLabels, type ShellRole, type ShellUser } from './types';

const roleTones: Record<ShellRole, BadgeTone> = { admin: 'accent', scheduler: 'info', viewer: 'neutral' };

export type TopBarProps = {
  user: ShellUser;
  /** The phone's menu (hidden from the sm breakpoint up, where the sidebar is). */
  menu?: ReactNode;
  /** Left side of the bar, e.g. an environment badge or a search box. */
  start?: ReactNode;
  /** The sign-out server action (the auth feature's), passed in: the shell imports no feature. */
  signOut: () => Promise<void>;
};

export function TopBar({ user, menu, start, signOut }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex print:hidden h-14 shrink-0 items-center gap-4 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 supports-[backdrop-filter]:bg-white/75 xl:px-8">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {menu}
        {start}
      </div>
      <div className="flex items-center gap-3">
        <div className="flex items-center gap-2.5">
          <Avatar alt={user.name} size="sm" decorative />
          <div className="flex min-w-0 flex-col leading-tight max-md:hidden">
            <span className="truncate text-sm font-medium text-slate-900">{user.name}</span>
            <span className="truncate text-xs text-slate-500">{user.email}</span>
          </div>
          <Badge tone={roleTones[user.role]} aria-label={`Role: ${roleLabels[user.role]}`}>
            {roleLabels[user.role]}
          </Badge>
        </div>
        <div className="h-6 w-px bg-slate-200" aria-hidden />
        <form action={signOut}>
          <SignOutButton />
        </form>
      </div>
    </header>
  );
}
