import 'server-only';
import * as client from 'openid-client';
import type { OidcEnv } from '@/lib/env';
import type { AppServices } from '@/lib/server/access';
import { perServices } from '@/lib/server/access/per-services';

// The OpenID provider as openid-client sees it: its discovery document read once per composition
// of the app (and read again after a failure, so a provider that was down at first is found later).
// Shared server code, not the auth feature's: the session look-up re-checks company sessions with it.

const discoveryOf = perServices(() => ({}) as { configuration?: Promise<client.Configuration> });

/** `oidc` is the services' own company sign-in configuration (services.env.oidc). */
export function providerConfiguration(services: AppServices, oidc: OidcEnv): Promise<client.Configuration> {
  const holder = discoveryOf(services);
  holder.configuration ??= client
    .discovery(new URL(oidc.issuer), oidc.clientId, undefined, client.ClientSecretBasic(oidc.clientSecret), {
      execute: oidc.allowHttp ? [client.allowInsecureRequests] : [],
      timeout: 10,
    })
    .catch((error: unknown) => {
      holder.configuration = undefined;
      throw error;
    });
  return holder.configuration;
}
