'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

// sonner's Toaster, fetched after hydration: nothing is toasted before a first interaction, so it
// need not be in any page's first load (see ./toast.ts). React.lazy, not next/dynamic, whose
// loader weighs ~5 KB itself.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const subscribeToNothing = () => () => undefined;

export function LazyToaster() {
  // Browser only (the server renders nothing here), as before with ssr: false.
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="bottom-right" />
    </Suspense>
  );
}
