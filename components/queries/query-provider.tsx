'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { READ_RETRY_DELAY_MS, shouldRetryRead } from '@/lib/queries/read-retry';

// The react-query client, provided only by the layouts and pages that read through it (the
// organization pages, messages), so pages without queries do not load react-query at all.

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Our routes retry the service themselves: see read-retry.ts.
        retry: shouldRetryRead,
        retryDelay: READ_RETRY_DELAY_MS,
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
