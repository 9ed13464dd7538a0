import 'server-only';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { companyReauthenticationPath } from './company-sign-in';
import { reauthenticationMethodOf } from './company-user';

/**
 * How `userId` confirms a sensitive change made on `returnTo`: null means with the password; an
 * account that signs in with the company (and company sign-in configured) goes there again.
 */
export async function companyConfirmFor(userId: string, returnTo: string): Promise<{ href: string; providerName: string } | null> {
  const { oidc } = serverEnv();
  if (!oidc || (await reauthenticationMethodOf(await getDb(), userId)) !== 'company') return null;
  return { href: companyReauthenticationPath(returnTo), providerName: oidc.providerName };
}
