'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { MessageHistory as History } from './history';

// The history is rendered on the server (visible at first paint) but its browser code (polling,
// Retry / Mark as sent) is fetched after the page's first load: the composer above it comes first.
const MessageHistory = lazy(() => import('./history').then((m) => ({ default: m.MessageHistory })));

export function LazyMessageHistory(props: ComponentProps<typeof History>) {
  return (
    <Suspense fallback={null}>
      <MessageHistory {...props} />
    </Suspense>
  );
}
