import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/toaster';
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
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
