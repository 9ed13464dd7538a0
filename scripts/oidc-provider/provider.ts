import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { initialAccounts } from '@/test/support/oidc-accounts';

// A real OpenID provider (panva's oidc-provider) for the end-to-end suite and the demo:
// authorization code + PKCE, its own development login page (any password; the login name picks
// the account), consent granted without asking (the dashboard is a first-party client), and a
// test-only control endpoint to change an account's groups between two sign-ins.

export function createTestProvider(options: { issuer: string; clientId: string; clientSecret: string; redirectUris: string[] }) {
  let accounts = structuredClone(initialAccounts);
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    cookies: { keys: ['e2e-only-cookie-key'] },
    pkce: { required: () => true },
    findAccount(_ctx, id) {
      const account = accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email: account.email, email_verified: true, name: account.name, groups: account.groups }) };
    },
    // First-party client: consent is granted for every requested scope without a page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session?.grantIdFor(client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client!.clientId, accountId: session!.accountId });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(options.issuer, configuration);
  const oidcCallback = provider.callback();

  /** The test-only control endpoint: PUT /_test/accounts/<id>/groups, POST /_test/reset. */
  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const groups = req.url?.match(/^\/_test\/accounts\/(\w+)\/groups$/);
    if (req.method === 'PUT' && groups && accounts[groups[1]!]) {
      let body = '';
      for await (const chunk of req) body += chunk;
      accounts[groups[1]!]!.groups = JSON.parse(body) as string[];
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'POST' && req.url === '/_test/reset') {
      accounts = structuredClone(initialAccounts);
      res.writeHead(204).end();
      return;
    }
    if (req.url === '/_test/health') {
      res.writeHead(200).end('ok');
      return;
    }
    oidcCallback(req, res);
  };
}
