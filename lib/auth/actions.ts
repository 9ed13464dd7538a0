'use server';

import { redirect } from 'next/navigation';
import { signInInputSchema } from '@/lib/identity/sign-in-schema';
import type { ActionResult } from '@/lib/errors';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toErrorShape } from '@/lib/server/access/error-shape';
import { requestInfo } from '@/lib/server/identity/request-info';
import { signIn, signOut } from '@/lib/auth/server/sign-in';
import { appServices } from '@/lib/server/app';
import { inRequestLog } from '@/lib/server/log/request-log';
import { safeReturnPath } from '@/lib/security/return-path';

// Sign-in cannot go through defineAction (nobody is signed in yet), so it does the same steps
// itself: parse, check (rate limit, credentials), audit (inside authenticate), typed result.

function fromForm(input: unknown): unknown {
  if (!(input instanceof FormData)) return input;
  const text = (key: string) => {
    const value = input.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  return { email: text('email'), password: text('password'), next: text('next') || undefined };
}

/** Accepts FormData or { email, password, next? }; on success the cookie is set and redirectTo is a path on this site (else '/'). */
export async function signInAction(input: FormData | { email: string; password: string; next?: string }): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = signInInputSchema.safeParse(fromForm(input));
  if (!parsed.success) {
    return { ok: false, error: { kind: 'invalid_input', message: 'Some fields need attention.', fieldErrors: fieldErrorsOf(parsed.error), retryable: false } };
  }
  const { email, password, next } = parsed.data;
  // In the request's log context: its audit entries carry the request id and client address.
  return inRequestLog({ action: 'signIn' }, async () => {
    try {
      const { ip, userAgent } = await requestInfo();
      const result = await signIn(await appServices(), { email, password, ip, userAgent });
      if (!result.ok) return result;
      return { ok: true, data: { redirectTo: safeReturnPath(next) ?? '/' } };
    } catch (error) {
      return { ok: false, error: toErrorShape(error, 'signInAction') };
    }
  });
}

/** Revokes this browser's session, clears the cookie and goes to the sign-in page (through the company provider's sign-out for a company session). */
export async function signOutAction(): Promise<void> {
  redirect(await inRequestLog({ action: 'signOut' }, async () => signOut(await appServices())));
}
