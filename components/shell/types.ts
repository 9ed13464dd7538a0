export type ShellRole = 'admin' | 'scheduler' | 'viewer';

export type ShellUser = { name: string; email: string; role: ShellRole };

/**
 * `rail`: the sidebar, icons and initials below xl with the names for screen readers only.
 * `menu`: the phone's menu (phone-menu.tsx), every name written out.
 */
export type NavMode = 'rail' | 'menu';

/** One entry in a sidebar list (an enterprise or an organization). */
export type ShellNavItem = { href: string; label: string };

export const roleLabels: Record<ShellRole, string> = {
  admin: 'Admin',
  scheduler: 'Scheduler',
  viewer: 'Viewer',
};
