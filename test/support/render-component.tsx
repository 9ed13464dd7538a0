import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { ReactElement } from 'react';

// Renders a component as the app's layouts would hold it: inside a react-query client (fresh per
// test, nothing retried, nothing read again on its own) and an App Router whose navigations are
// recorded rather than made (the component test has no Next server behind it).

export type RecordedNavigation = { method: 'push' | 'replace' | 'refresh' | 'back' | 'forward' | 'prefetch'; href?: string };

export type ComponentRender = RenderResult & { queryClient: QueryClient; navigations: RecordedNavigation[] };

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

function recordingRouter(navigations: RecordedNavigation[]): AppRouterInstance {
  const record = (method: RecordedNavigation['method']) => (href?: string) => void navigations.push({ method, href });
  return { bfcacheId: 'component-test', back: record('back'), forward: record('forward'), refresh: record('refresh'), push: record('push'), replace: record('replace'), prefetch: record('prefetch') };
}

export function renderComponent(ui: ReactElement, { queryClient = testQueryClient() }: { queryClient?: QueryClient } = {}): ComponentRender {
  const navigations: RecordedNavigation[] = [];
  const router = recordingRouter(navigations);
  const result = render(
    <AppRouterContext value={router}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </AppRouterContext>,
  );
  return Object.assign(result, { queryClient, navigations });
}
