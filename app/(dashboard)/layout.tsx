import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { ConnectionBanner } from '@/components/shell/connection-banner';
import { requireUser } from '@/lib/server/identity';
import { connectionSummary, needsAttention } from '@/lib/settings/server/connection-summary';
import { getEntryPoints } from '@/lib/entry-points/server/named-entries';

// The signed-in frame. Pages still check the session themselves: a layout is not re-run on every
// navigation, so its check alone would not protect a page's data.
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireUser('viewer');
  const [{ enterprises, organizations }, summary] = await Promise.all([getEntryPoints(), connectionSummary()]);

  return (
    <AppShell
      user={{ name: user.name, email: user.email, role: user.role }}
      enterprises={enterprises.map((e) => ({ href: `/enterprises/${e.id}`, label: e.name }))}
      organizations={organizations.map((o) => ({ href: `/organizations/${o.id}/schedule`, label: o.name }))}
      banner={needsAttention(summary) ? <ConnectionBanner summary={summary} isAdmin={user.role === 'admin'} /> : undefined}
    >
      {children}
    </AppShell>
  );
}
