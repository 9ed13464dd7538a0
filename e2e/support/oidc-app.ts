import { rmSync } from 'node:fs';
import { startGroup, stopGroup, waitForUrl } from '@/test/support/process-groups';
import { ROLE_MAP } from '@/test/support/oidc-accounts';
import { E2E_APP_ENV, E2E_DATA_DIR, E2E_EMULATOR_URL, E2E_OIDC_APP_PORT, E2E_OIDC_APP_URL, E2E_OIDC_CLIENT, E2E_OIDC_URL, E2E_TOKEN_KEY, NEXT_START_OPTIONS } from './servers';

// A second dashboard instance of this build for the company sign-in spec: company sign-in through
// the suite's OpenID provider, password sign-in off (LOCAL_SIGN_IN=0) except the break-glass admin
// (the demo admin), against the suite's emulator, with a database of its own.

export const OIDC_PROVIDER_NAME = 'Corp Login';
export const BREAK_GLASS_ADMIN = 'admin@example.com';
const DATA_DIR = `${E2E_DATA_DIR}-oidc`;

/** `env` overrides the settings above (e.g. LOCAL_SIGN_IN=1 to see both ways of signing in). */
export async function startOidcApp(env: Record<string, string> = {}): Promise<{ stop: () => Promise<void>; logTail: () => string }> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const log: string[] = [];
  const app = startGroup('oidc app', process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(E2E_OIDC_APP_PORT), ...NEXT_START_OPTIONS], {
    DEMO_MODE: '1',
    DATA_DIR,
    SERVICE_BASE_URL: E2E_EMULATOR_URL,
    SERVICE_ACCESS_TOKEN: 'demo-first-token',
    SERVICE_CLIENT_ID: 'demo-client',
    SERVICE_CLIENT_SECRET: 'demo-secret',
    TOKEN_ENCRYPTION_KEY: E2E_TOKEN_KEY,
    ...E2E_APP_ENV,
    OIDC_ISSUER: E2E_OIDC_URL,
    OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
    OIDC_REDIRECT_URI: `${E2E_OIDC_APP_URL}/api/auth/oidc/callback`,
    OIDC_PROVIDER_NAME,
    OIDC_SCOPES: 'openid email profile groups',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_ROLE_MAP: ROLE_MAP,
    LOCAL_SIGN_IN: '0',
    BREAK_GLASS_ADMIN_EMAIL: BREAK_GLASS_ADMIN,
    // Every request re-checks a company session at the provider (the most it can be asked), so a
    // change there shows at the next request instead of up to 15 minutes later.
    OIDC_RECHECK_SECONDS: '0',
    ...env,
  }, log);
  const logTail = () => log.slice(-40).join('\n');
  try {
    await waitForUrl(`${E2E_OIDC_APP_URL}/api/health`, 120_000, () => app.child.exitCode === null);
  } catch (error) {
    await stopGroup(app);
    throw new Error(`${(error as Error).message}\n${logTail()}`);
  }
  return { stop: () => stopGroup(app), logTail };
}

/** Changes what the provider says about an account from now on (its groups). */
export async function setProviderGroups(account: string, groups: string[]): Promise<void> {
  const response = await fetch(`${E2E_OIDC_URL}/_test/accounts/${account}/groups`, { method: 'PUT', body: JSON.stringify(groups) });
  if (response.status !== 204) throw new Error(`the provider refused the groups of ${account}: ${response.status}`);
}

/** Removes an account at the provider, as a company does when someone leaves. */
export async function removeProviderAccount(account: string): Promise<void> {
  const response = await fetch(`${E2E_OIDC_URL}/_test/accounts/${account}`, { method: 'DELETE' });
  if (response.status !== 204) throw new Error(`the provider did not remove ${account}: ${response.status}`);
}

/** Has the provider send this app a back-channel logout token naming the account (its `sub`). */
export async function sendBackchannelLogout(account: string): Promise<void> {
  const response = await fetch(`${E2E_OIDC_URL}/_test/accounts/${account}/backchannel-logout`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`the provider's back-channel logout of ${account} failed: ${response.status} ${await response.text()}`);
}

export async function resetProvider(): Promise<void> {
  await fetch(`${E2E_OIDC_URL}/_test/reset`, { method: 'POST' });
}
