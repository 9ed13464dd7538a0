import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { ConnectionBanner } from '@/components/shell/connection-banner';
import { signOutAction } from '@/lib/auth/actions';
import { appServices, requireUser } from '@/lib/server/app';
import { connectionSummary, needsAttention } from '@/lib/settings/server';
import { getEntryPoints } from '@/lib/server/entry-points';

// The signed-in frame. Pages still check the session themselves: a layout is not re-run on every
// navigation, so its check alone would not protect a page's data.
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireUser('viewer');
  const services = await appServices();
  const [{ enterprises, organizations }, summary] = await Promise.all([getEntryPoints(services.db), connectionSummary(services)]);

  return (
    <AppShell
      user={{ name: user.name, email: user.email, role: user.role }}
      enterprises={enterprises.map((e) => ({ href: `/enterprises/${e.id}`, label: e.name }))}
      organizations={organizations.map((o) => ({ href: `/organizations/${o.id}/schedule`, label: o.name }))}
      signOut={signOutAction}
      banner={needsAttention(summary) ? <ConnectionBanner summary={summary} isAdmin={user.role === 'admin'} /> : undefined}
    >
      {children}
    </AppShell>
  );
}
