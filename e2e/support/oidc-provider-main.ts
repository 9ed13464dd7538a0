import { createServer } from 'node:http';
import { createTestProvider } from './oidc-provider';
import { E2E_OIDC_APP_URL, E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_OIDC_URL } from './servers';

// Started by playwright.config.ts (webServer): the suite's OpenID provider on E2E_OIDC_PORT.
const handle = createTestProvider({
  issuer: E2E_OIDC_URL,
  clientId: E2E_OIDC_CLIENT.id,
  clientSecret: E2E_OIDC_CLIENT.secret,
  redirectUris: [`${E2E_OIDC_APP_URL}/api/auth/oidc/callback`],
});
createServer((req, res) => void handle(req, res)).listen(E2E_OIDC_PORT, '127.0.0.1', () => {
  console.log(`OpenID provider for e2e on ${E2E_OIDC_URL}`);
});
