import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { BACKCHANNEL_LOGOUT_PATH } from '@/lib/security/same-origin';
import { initialAccounts } from '@/test/support/oidc-accounts';

// A real OpenID provider (panva's oidc-provider) for the end-to-end suite and the demo:
// authorization code + PKCE with refresh tokens, its own development login page (any password; the
// login name picks the account), consent granted without asking (the dashboard is a first-party
// client), RP-initiated logout (back to the client's sign-in page) and back-channel logout (to the
// client's logout route), and test-only control endpoints: change an account's groups, remove an
// account, send a back-channel logout for an account, as a company's administrator would.

/** The client's own addresses its sign-out needs, derived from its callback: its sign-in page and its back-channel logout route. */
export function clientLogoutUris(redirectUri: string): { postLogout: string; backchannel: string } {
  return { postLogout: new URL('/sign-in', redirectUri).href, backchannel: new URL(BACKCHANNEL_LOGOUT_PATH, redirectUri).href };
}

export function createTestProvider(options: { issuer: string; clientId: string; clientSecret: string; redirectUris: string[] }) {
  let accounts = structuredClone(initialAccounts);
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        post_logout_redirect_uris: options.redirectUris.map((uri) => clientLogoutUris(uri).postLogout),
        // One client address takes the logout tokens (the first callback's app).
        backchannel_logout_uri: clientLogoutUris(options.redirectUris[0]!).backchannel,
        backchannel_logout_session_required: false,
      },
    ],
    features: { rpInitiatedLogout: { enabled: true }, backchannelLogout: { enabled: true } },
    // A refresh token with every sign-in (without asking for offline_access): the client re-checks the person with it.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The client lives on this machine: let the back-channel logout reach loopback (oidc-provider's
    // outgoing requests refuse special-use addresses, which is right anywhere but a test bench).
    fetch: (url, init) => fetch(url, { ...init, dispatcher: undefined } as RequestInit),
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

  /**
   * The test-only control endpoints: PUT /_test/accounts/<id>/groups, DELETE /_test/accounts/<id>,
   * POST /_test/accounts/<id>/backchannel-logout (a logout token naming the account, to the client),
   * POST /_test/reset.
   */
  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const account = req.url?.match(/^\/_test\/accounts\/(\w+)$/);
    if (req.method === 'DELETE' && account && accounts[account[1]!]) {
      delete accounts[account[1]!];
      res.writeHead(204).end();
      return;
    }
    const logout = req.url?.match(/^\/_test\/accounts\/(\w+)\/backchannel-logout$/);
    if (req.method === 'POST' && logout) {
      // oidc-provider's own sending (as at a sign-out there), left out of its type definitions.
      const client = (await provider.Client.find(options.clientId)) as unknown as { backchannelLogout(sub: string, sid?: string): Promise<void> };
      try {
        await client.backchannelLogout(logout[1]!);
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(502).end(String(error));
      }
      return;
    }
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
