import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonStyles } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo-mark';

export const metadata: Metadata = { title: 'Not found' };

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <LogoMark size={32} />
      <p className="mt-6 font-mono text-xs font-medium tracking-wider text-brand-600">404</p>
      <h1 className="mt-2 text-xl font-semibold tracking-tight text-slate-900">Not found</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-500">
        This page does not exist, or the item it pointed to was removed. Check the address, or start again from Today.
      </p>
      <Link href="/" className={buttonStyles({ variant: 'primary', className: 'mt-6' })}>
        Go to Today
      </Link>
    </main>
  );
}
