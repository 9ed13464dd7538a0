'use client';

import { RouteError } from '@/components/shell/route-error';

export default function DashboardError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-card">
      <RouteError error={error} retry={retry} homeLink />
    </div>
  );
}
