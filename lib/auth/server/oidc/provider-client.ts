import 'server-only';
import * as client from 'openid-client';
import type { OidcEnv } from '@/lib/env';
import { processState } from '@/lib/server/process-state';

// The OpenID provider as openid-client sees it: its discovery document read once per process
// (and read again after a failure, so a provider that was down at first is found later).

const holder = processState<{ configuration?: Promise<client.Configuration>; issuer?: string }>('oidc-client', () => ({}));

export function providerConfiguration(oidc: OidcEnv): Promise<client.Configuration> {
  if (holder.issuer !== oidc.issuer) holder.configuration = undefined;
  holder.issuer = oidc.issuer;
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
