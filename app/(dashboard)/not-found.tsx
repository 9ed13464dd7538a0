import Link from 'next/link';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Not found inside the signed-in frame: the sidebar stays, so the way back is one click. */
export default function DashboardNotFound() {
  return (
    <Card className="flex flex-col items-center px-6 py-16 text-center">
      <p className="font-mono text-xs font-medium tracking-wider text-brand-600">404</p>
      <h1 className="mt-2 text-xl font-semibold tracking-tight text-slate-900">Not found</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-500">
        This page does not exist, or what it pointed to was removed. Check the address, or start again from Today.
      </p>
      <Link href="/" className={buttonStyles({ variant: 'primary', className: 'mt-6' })}>
        Go to Today
      </Link>
    </Card>
  );
}
