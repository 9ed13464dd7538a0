'use client';

import { RouteError } from '@/components/shell/route-error';
import { LogoMark } from '@/components/ui/logo-mark';

export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4">
      <LogoMark size={32} />
      <div className="mt-4 w-full max-w-lg rounded-xl border border-slate-200 bg-white shadow-card">
        <RouteError error={error} retry={retry} homeLink />
      </div>
    </main>
  );
}
