'use client';

import { useEffect } from 'react';
import './globals.css';

// Replaces the root layout when it fails, so it renders its own document and cannot rely on
// providers or the shell. Kept dependency-free on purpose.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center bg-slate-50 px-4 font-sans">
        <title>Something went wrong · Shiftdesk</title>
        <main className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-card">
          <h1 className="text-base font-semibold text-slate-900">Shiftdesk hit a problem</h1>
          <p className="mt-2 text-sm text-slate-500">
            The page could not be loaded. Try again; if it keeps happening, contact your administrator.
          </p>
          <div className="mt-6 flex justify-center gap-2">
            <button
              type="button"
              onClick={retry}
              className="h-9 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
            >
              Try again
            </button>
            {/* A full reload on purpose: the client router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="inline-flex h-9 items-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50">
              Go to Today
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
