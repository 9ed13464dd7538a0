// Loopback: only this machine can be at the other end. Plain http is acceptable there (nothing
// crosses a network), only there may demo mode run (its public password must not front a real
// service), and only there does the session cookie go without Secure. No Node imports: proxy.ts
// runs this too.

const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** "localhost", 127.0.0.0/8 or ::1 (with or without brackets, as URL.hostname gives it). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  const octets = IPV4_LOOPBACK.exec(host);
  return octets !== null && octets.slice(1).every((octet) => Number(octet) <= 255);
}

export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}
