import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/toaster';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Shiftdesk', template: '%s · Shiftdesk' },
  description: 'Shift scheduling admin dashboard',
};

export const viewport: Viewport = { themeColor: '#ffffff', colorScheme: 'light' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
