import { isIP } from 'node:net';

// Loopback: only this machine can be at the other end. Plain http is acceptable there (nothing
// crosses a network) and only there may demo mode run (its public password must not front a
// real service).

/** "localhost", 127.0.0.0/8 or ::1 (with or without brackets, as URL.hostname gives it). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1';
  return false;
}

export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}
