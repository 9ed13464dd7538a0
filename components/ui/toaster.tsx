'use client';

import dynamic from 'next/dynamic';

// sonner's Toaster, fetched after hydration: nothing is toasted before a first interaction, so it
// need not be in any page's first load (see ./toast.ts).
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

export function LazyToaster() {
  return <Toaster richColors closeButton position="bottom-right" />;
}
