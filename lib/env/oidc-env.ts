import { z } from 'zod';
import { isLoopbackHost } from '@/lib/security/loopback';
import { parseRoleMap, type RoleMap } from '@/lib/env/role-map';
import { httpUrl, unsetIfEmpty, optionalFlag, optionalString } from './values';

// Company sign-in (OpenID Connect) settings: all of them or none, and whether password sign-in
// stays open beside it.

/** A company session is confirmed at the provider at least this often (OIDC_RECHECK_SECONDS). */
export const MAX_RECHECK_SECONDS = 15 * 60;

export const oidcShape = {
  OIDC_ISSUER: unsetIfEmpty(httpUrl.optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_REDIRECT_URI: unsetIfEmpty(httpUrl.optional()),
  OIDC_PROVIDER_NAME: unsetIfEmpty(z.string().trim().min(1).max(40, 'must be 40 characters or fewer').optional()),
  OIDC_ROLE_CLAIM: unsetIfEmpty(z.string().trim().min(1).default('groups')),
  OIDC_ROLE_MAP: optionalString,
  OIDC_SCOPES: unsetIfEmpty(z.string().trim().min(1).default('openid email profile')),
  OIDC_RECHECK_SECONDS: unsetIfEmpty(
    z.coerce
      .number({ message: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must be 0 (every request) or more')
      .max(MAX_RECHECK_SECONDS, `must be at most ${MAX_RECHECK_SECONDS} (15 minutes)`)
      .default(MAX_RECHECK_SECONDS),
  ),
  LOCAL_SIGN_IN: optionalFlag,
  BREAK_GLASS_ADMIN_EMAIL: unsetIfEmpty(z.email('must be an email address').optional()),
};

/** Company sign-in (OpenID Connect), present only when configured. */
export type OidcEnv = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** This app's callback as registered at the provider; also where callbacks are validated against. */
  redirectUri: string;
  /** Shown as "Sign in with <providerName>". */
  providerName: string;
  roleClaim: string;
  roleMap: RoleMap;
  scopes: string;
  /** How long the provider's last word on a signed-in person holds before it is asked again. */
  recheckMs: number;
  /** Plain http is allowed only to a provider on this machine (the e2e suite's, a developer's). */
  allowHttp: boolean;
};

/** The path every OIDC_REDIRECT_URI must end in: the callback route handler. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI', 'OIDC_ROLE_MAP'] as const;

/** All of the OIDC settings or none; each missing or wrong one is added to `problems`. */
export function parseOidcEnv(env: z.infer<z.ZodObject<typeof oidcShape>>, problems: string[]): OidcEnv | null {
  const given = OIDC_REQUIRED.filter((name) => env[name] !== undefined);
  if (given.length === 0) return null;
  const missing = OIDC_REQUIRED.filter((name) => env[name] === undefined);
  for (const name of missing) problems.push(`${name}: required for company sign-in (set with ${given.join(', ')})`);
  const roleMap = env.OIDC_ROLE_MAP ? parseRoleMap(env.OIDC_ROLE_MAP) : undefined;
  for (const problem of roleMap?.problems ?? []) problems.push(`OIDC_ROLE_MAP: ${problem}`);
  const issuer = env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER) : undefined;
  const allowHttp = !!issuer && isLoopbackHost(issuer.hostname);
  if (issuer && issuer.protocol !== 'https:' && !allowHttp) problems.push('OIDC_ISSUER: must be https (plain http only to a provider on this machine)');
  if (env.OIDC_REDIRECT_URI && new URL(env.OIDC_REDIRECT_URI).pathname !== OIDC_CALLBACK_PATH) {
    problems.push(`OIDC_REDIRECT_URI: must end in ${OIDC_CALLBACK_PATH} (this app's callback)`);
  }
  if (!env.OIDC_SCOPES.split(/\s+/).includes('openid')) problems.push("OIDC_SCOPES: must include 'openid'");
  if (missing.length > 0 || !roleMap || roleMap.problems.length > 0) return null;
  return {
    // Kept as configured (a trailing slash is part of an issuer identifier and must match it).
    issuer: env.OIDC_ISSUER!,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET!,
    redirectUri: env.OIDC_REDIRECT_URI!,
    providerName: env.OIDC_PROVIDER_NAME ?? 'your company',
    roleClaim: env.OIDC_ROLE_CLAIM,
    roleMap: roleMap.map,
    scopes: env.OIDC_SCOPES,
    recheckMs: env.OIDC_RECHECK_SECONDS * 1000,
    allowHttp,
  };
}
