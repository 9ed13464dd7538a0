// The headers every response of the dashboard carries, set by proxy.ts. Pages (HTML and RSC) get
// a script policy keyed to a fresh per-request nonce; Next reads the nonce back from the request's
// Content-Security-Policy header and puts it on its own scripts. Route handlers answer JSON or
// images, so theirs allows nothing at all and sandboxes the answer should a browser ever open it
// as a document (the avatar route asks for the same itself; this one is what it gets).

/**
 * Scripts: only those carrying this request's nonce, and what they load ('strict-dynamic').
 * Styles: 'unsafe-inline' because React renders style attributes and sonner injects its <style>
 * at run time without a nonce; a style cannot run code, scripts are what the nonce protects.
 * Forms: this site, and the company provider's origin when there is one (`providerOrigin`).
 */
export function pagePolicy(nonce: string, options: { dev: boolean; providerOrigin?: string | null }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${options.providerOrigin ? ` ${options.providerOrigin}` : ''}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The company provider's origin (from OIDC_ISSUER), or null. Sign-out sends a company session on
 * to the provider's end-session page; a sign-out form sent before the page's scripts run is a plain
 * POST whose redirect there the browser checks against form-action, and would refuse with 'self' alone.
 */
export function providerOriginOf(issuer: string | undefined): string | null {
  if (!issuer) return null;
  try {
    const { protocol, origin } = new URL(issuer);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The headers besides the policy; HSTS only off this machine (it would pin localhost to https). */
export function securityHeaders(policy: string, hostname: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  if (hostname && !LOCAL_HOSTS.has(hostname)) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** 128 random bits, base64: unguessable, and new for every request. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
