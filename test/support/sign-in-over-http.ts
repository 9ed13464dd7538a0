import type { APIRequestContext } from '@playwright/test';
import { callServerAction } from './server-actions';

/**
 * Signs the request context in through the sign-in action, as the form does; the session cookie
 * then rides on its later requests. Returns why it failed, or null.
 */
export async function signInOverHttp(request: APIRequestContext, appUrl: string, account: { email: string; password: string }): Promise<string | null> {
  const { status, result } = await callServerAction(request, 'lib/auth/actions.ts', 'signInAction', [account], { origin: appUrl });
  return result?.ok ? null : `HTTP ${status}, ${JSON.stringify(result?.error ?? 'no action result')}`;
}
