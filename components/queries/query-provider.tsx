'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

// The react-query client, provided only by the layouts and pages that read through it (the
// organization pages, messages), so pages without queries do not load react-query at all.

// Kinds (from lib/errors) and HTTP statuses where asking again cannot help. 408 and 429 are
// left retryable: they say "later", and the query layer honours Retry-After.
const finalKinds = new Set(['invalid_input', 'unauthorised', 'forbidden', 'not_found', 'conflict']);

function isFinalError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, kind } = error as { status?: unknown; kind?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) return true;
  return typeof kind === 'string' && finalKinds.has(kind);
}

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isFinalError(error) && failureCount < 3,
      },
      // Writes are never retried blindly: the service has no idempotency keys.
      mutations: { retry: false },
    },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  // One client per mounted layout (kept across navigations inside it), a fresh one per server render.
  const [queryClient] = useState(makeQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
