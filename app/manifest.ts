import type { MetadataRoute } from 'next';

// So a manager can add Shiftdesk to a phone's home screen: it opens standalone, at Today.
// The icons are in public/ (full-bleed, the mark inside the maskable safe zone); the browser
// fetches this file and them without the session cookie, so proxy.ts lets them through.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Shiftdesk',
    short_name: 'Shiftdesk',
    description: 'Shift scheduling and requests for managers',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4f46e5',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
