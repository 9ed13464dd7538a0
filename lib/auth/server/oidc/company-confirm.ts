import 'server-only';
import type { AppServices } from '@/lib/server/access';
import { companyReauthenticationPath } from './company-sign-in';
import { reauthenticationMethodOf } from './company-user';

/**
 * How `userId` confirms a sensitive change made on `returnTo`: null means with the password; an
 * account that signs in with the company (and company sign-in configured) goes there again.
 */
export async function companyConfirmFor(services: AppServices, userId: string, returnTo: string): Promise<{ href: string; providerName: string } | null> {
  const { oidc } = services.env;
  if (!oidc || (await reauthenticationMethodOf(services.db, userId)) !== 'company') return null;
  return { href: companyReauthenticationPath(returnTo), providerName: oidc.providerName };
}
