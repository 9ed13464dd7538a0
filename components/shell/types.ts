export type ShellRole = 'admin' | 'scheduler' | 'viewer';

export type ShellUser = { name: string; email: string; role: ShellRole };

/** One entry in a sidebar list (an enterprise or an organization). */
export type ShellNavItem = { href: string; label: string };

export const roleLabels: Record<ShellRole, string> = {
  admin: 'Admin',
  scheduler: 'Scheduler',
  viewer: 'Viewer',
};
