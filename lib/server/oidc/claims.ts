import 'server-only';
import * as client from 'openid-client';
import type { OidcEnv } from '@/lib/env';
import { roleFromClaims } from '@/lib/env/role-map';
import type { Role } from '@/lib/server/identity/types';

// What the provider says about a person, from its ID token and, when that lacks the role claim or
// the email (many providers put them only there), its userinfo endpoint. Read at sign-in and at
// every re-check of a company session, the same way.

export type ProviderPerson = {
  subject: string;
  email: string | undefined;
  /** Only an email the provider says it verified may name a new account (never `"true"`, never absent). */
  emailVerified: boolean;
  name: string | undefined;
  /** From the configured claim and map; null when none of the person's values is mapped. */
  role: Role | null;
  /** The provider's session id (`sid`), when it gives one: back-channel logout may name it. */
  sid: string | null;
};

/**
 * `idClaims`: the ID token's claims, checked by openid-client (none when only an access token is
 * at hand); `expectedSubject`: the person a re-check asks about (another one is refused).
 */
export async function personFrom(configuration: client.Configuration, oidc: OidcEnv, accessToken: string, idClaims: client.IDToken | undefined, expectedSubject?: string): Promise<ProviderPerson> {
  const subject = idClaims?.sub ?? expectedSubject;
  if (!subject) throw new Error('no ID token');
  if (expectedSubject !== undefined && subject !== expectedSubject) throw new SubjectChangedError();
  let claims: Record<string, unknown> = idClaims ?? {};
  if (idClaims?.[oidc.roleClaim] === undefined || typeof idClaims.email !== 'string') {
    const userInfo = await client.fetchUserInfo(configuration, accessToken, subject);
    const emailFrom = typeof idClaims?.email === 'string' ? idClaims : userInfo;
    claims = { ...userInfo, ...idClaims, [oidc.roleClaim]: idClaims?.[oidc.roleClaim] ?? userInfo[oidc.roleClaim], email: emailFrom.email, email_verified: emailFrom.email_verified };
  }
  return {
    subject,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    role: roleFromClaims(claims, oidc.roleClaim, oidc.roleMap),
    sid: typeof idClaims?.sid === 'string' ? idClaims.sid : null,
  };
}

/** The provider answered for another person than the session's: it no longer vouches for this one. */
export class SubjectChangedError extends Error {
  constructor() {
    super('the provider answered for another subject');
    this.name = 'SubjectChangedError';
  }
}
