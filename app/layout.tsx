import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/toaster';
import { HourCycleProvider } from '@/components/ui/hour-cycle';
import { requestHourCycle } from '@/lib/server/app';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Shiftdesk', template: '%s · Shiftdesk' },
  description: 'Shift scheduling admin dashboard',
};

export const viewport: Viewport = { themeColor: '#ffffff', colorScheme: 'light' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered per request, never prerendered: Next can only put the proxy's script nonce on pages
  // it renders for that request (a static page's scripts would be blocked by the policy).
  await connection();
  const hourCycle = await requestHourCycle();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <HourCycleProvider cycle={hourCycle}>{children}</HourCycleProvider>
        <LazyToaster />
      </body>
    </html>
  );
}
