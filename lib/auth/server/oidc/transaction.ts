import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { OIDC_CALLBACK_PATH } from '@/lib/env';
import { cookieShouldBeSecure } from '@/lib/server/identity/session-cookie';
import { seal, unseal } from '@/lib/server/crypto/sealed-value';

// One company sign-in in flight: its state, nonce and PKCE verifier, where to return, and (for a
// re-authentication) who must come back. Carried by the browser in a sealed, HttpOnly cookie that
// only the callback path receives, for ten minutes, and taken (cleared) by the first callback:
// a replayed or forged callback finds none and signs nobody in.

const COOKIE = 'sd_oidc';
const PURPOSE = 'oidc transaction';
export const TRANSACTION_LIFETIME_MS = 10 * 60_000;

const transactionSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  returnTo: z.string(),
  /** Set for a re-authentication: the signed-in user who must confirm. */
  reauthUserId: z.string().optional(),
  expiresAt: z.number(),
});

export type OidcTransaction = z.infer<typeof transactionSchema>;

async function cookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: await cookieShouldBeSecure(), path: OIDC_CALLBACK_PATH, maxAge: maxAgeSeconds };
}

/** The cookie's value: sealed, with its expiry inside (the cookie's own Max-Age is only a hint). */
export function sealTransaction(transaction: Omit<OidcTransaction, 'expiresAt'>, key: Buffer, now = Date.now()): string {
  return seal({ ...transaction, expiresAt: now + TRANSACTION_LIFETIME_MS }, key, PURPOSE);
}

/** The transaction in a cookie value; null when altered, sealed with another key, or expired. */
export function openTransaction(text: string, key: Buffer, now = Date.now()): OidcTransaction | null {
  const parsed = transactionSchema.safeParse(unseal(text, key, PURPOSE));
  return parsed.success && parsed.data.expiresAt > now ? parsed.data : null;
}

export async function saveTransaction(transaction: Omit<OidcTransaction, 'expiresAt'>, key: Buffer): Promise<void> {
  (await cookies()).set(COOKIE, sealTransaction(transaction, key), await cookieOptions(TRANSACTION_LIFETIME_MS / 1000));
}

/** The transaction of this browser, cleared as it is read; null when absent, altered or expired. */
export async function takeTransaction(key: Buffer): Promise<OidcTransaction | null> {
  const store = await cookies();
  const text = store.get(COOKIE)?.value;
  if (text === undefined) return null;
  store.set(COOKIE, '', await cookieOptions(0));
  return openTransaction(text, key);
}
