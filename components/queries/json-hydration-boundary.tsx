'use client';

import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';

/**
 * Hydrates react-query from server data passed as one JSON string. A large read (thousands of
 * calendar items) is much cheaper to send as a string than as an object tree in the RSC payload,
 * which serialises every value on its own.
 */
export function JsonHydrationBoundary({ stateJson, children }: { stateJson: string; children: ReactNode }) {
  const state = useMemo(() => JSON.parse(stateJson) as DehydratedState, [stateJson]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
