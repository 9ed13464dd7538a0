import { createServer } from 'node:http';
import { createTestProvider } from './provider';

// A local OpenID provider for the e2e suite (playwright.config.ts) and `npm run demo -- --oidc`:
// OIDC_PROVIDER_PORT, OIDC_PROVIDER_CLIENT_ID, OIDC_PROVIDER_CLIENT_SECRET and
// OIDC_PROVIDER_REDIRECT_URIS (comma-separated) say where and for whom. Loopback only.
const port = Number(process.env.OIDC_PROVIDER_PORT ?? 4020);
const issuer = `http://127.0.0.1:${port}`;
const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const handle = createTestProvider({
  issuer,
  clientId: required('OIDC_PROVIDER_CLIENT_ID'),
  clientSecret: required('OIDC_PROVIDER_CLIENT_SECRET'),
  redirectUris: required('OIDC_PROVIDER_REDIRECT_URIS').split(','),
});
createServer((req, res) => void handle(req, res)).listen(port, '127.0.0.1', () => {
  console.log(`OpenID provider on ${issuer}`);
});
