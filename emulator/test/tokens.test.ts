import { beforeEach, describe, expect, it } from 'vitest';
import { ENTERPRISE_ID, FIRST_TOKEN, emulatorForFile } from './harness';

// Token endpoints: variant B (code or token), variant A (token + secret), lifetimes, single-use
// codes, expiry, revocation on renewal, and the renewal counter.

let clock = Date.now();
const h = emulatorForFile({ now: () => clock });
const DAY = 86_400;
const nowS = () => Math.floor(clock / 1000);

beforeEach(async () => {
  clock = Date.now();
  await h.reset();
});

const renewB = (body: Record<string, unknown>) => h.call('POST', '/connect/access-tokens', { token: null, body: { clientId: 'demo-client', ...body } });
const renewA = (body: Record<string, unknown>) => h.call('POST', '/oauth/access-tokens', { token: null, body: { clientId: 'demo-client', secret: 'demo-secret', ...body } });
const code = async () => (await h.control('GET', 'seed')).body.authorizationCode as string;

describe('POST /connect/access-tokens (variant B)', () => {
  it('renews a valid token: an array with one AccessResp, 30 days by default, scopes inherited, new token works', async () => {
    const limited = await h.token(['CALENDAR_VIEW']);
    const r = await renewB({ accessToken: limited });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    const [resp] = r.body;
    expect(resp).toEqual({
      accessToken: expect.any(String), expiresAt: nowS() + 30 * DAY, acessTokenId: expect.stringMatching(/^\d{19}$/),
      scope: ['CALENDAR_VIEW'], target: 'ENTERPRISE_ACCOUNT', targetId: ENTERPRISE_ID,
    });
    expect(r.text).toContain(`"acessTokenId":"${resp.acessTokenId}"`);
    expect(resp.accessToken).not.toBe(limited);
    expect((await h.call('GET', `/connect/organizations/${ENTERPRISE_ID}/calendar-items`, { token: resp.accessToken })).status).toBe(404);
    expect((await h.call('GET', `/connect/enterprises/${ENTERPRISE_ID}`, { token: resp.accessToken })).status).toBe(403);
    // The old token still works (no revocation by default).
    expect((await h.call('GET', `/connect/enterprises/${ENTERPRISE_ID}`)).status).toBe(200);
  });

  it('honours expirationTime up to 90 days; refuses more than 90 days ahead and the past with 405', async () => {
    expect((await renewB({ accessToken: FIRST_TOKEN, expirationTime: nowS() + 90 * DAY })).body[0].expiresAt).toBe(nowS() + 90 * DAY);
    for (const expirationTime of [nowS() + 90 * DAY + 60, nowS() - 10]) {
      const r = await renewB({ accessToken: FIRST_TOKEN, expirationTime });
      expect(r.status).toBe(405);
      expect(r.body.issues[0].path).toBe('expirationTime');
    }
  });

  it('exchanges an authorization code once; a second use, a wrong secret or a missing secret fail', async () => {
    const c = await code();
    expect((await renewB({ code: c })).status).toBe(405); // secret required with a code
    expect((await renewB({ code: c, clientSecret: 'wrong' })).status).toBe(401);
    const first = await renewB({ code: c, clientSecret: 'demo-secret' });
    expect(first.status).toBe(200);
    expect(first.body[0].scope).toContain('MESSAGE_EVERYONE');
    expect((await renewB({ code: c, clientSecret: 'demo-secret' })).status).toBe(401);
  });

  it('refuses a code older than 10 minutes', async () => {
    const c = await code();
    clock += 10 * 60_000 + 1;
    expect((await renewB({ code: c, clientSecret: 'demo-secret' })).status).toBe(401);
  });

  it('refuses expired, revoked and unknown tokens, and an unknown client (401)', async () => {
    const expiring = await h.token(undefined, 60);
    clock += 61_000;
    expect((await renewB({ accessToken: expiring })).status).toBe(401);
    const revoked = await h.token();
    await h.control('POST', 'tokens/revoke', { accessToken: revoked });
    expect((await renewB({ accessToken: revoked })).status).toBe(401);
    expect((await renewB({ accessToken: 'nope' })).status).toBe(401);
    expect((await renewB({ accessToken: FIRST_TOKEN, clientId: 'other' })).status).toBe(401);
  });

  it('tokenRefusalStatus 405: the same refusals answer 405 with only a message', async () => {
    await h.control('POST', 'behaviour', { tokenRefusalStatus: 405 });
    for (const body of [{ accessToken: 'nope' }, { accessToken: FIRST_TOKEN, clientId: 'other' }, { code: 'unknown', clientSecret: 'demo-secret' }]) {
      const r = await renewB(body);
      expect(r.status, JSON.stringify(body)).toBe(405);
      expect(r.body).toEqual({ message: expect.any(String) });
    }
    expect((await renewA({ accessToken: 'nope' })).status).toBe(405);
    expect((await renewB({ accessToken: FIRST_TOKEN })).status).toBe(200); // a valid exchange still works
  });

  it('405 without code and token, with both, or without clientId', async () => {
    expect((await renewB({})).status).toBe(405);
    expect((await renewB({ accessToken: null })).status).toBe(405);
    expect((await renewB({ code: 'x', accessToken: FIRST_TOKEN, clientSecret: 'demo-secret' })).status).toBe(405);
    const r = await h.call('POST', '/connect/access-tokens', { token: null, body: { accessToken: FIRST_TOKEN } });
    expect(r.status).toBe(405);
    expect(r.body.issues).toEqual([{ path: 'clientId', message: expect.any(String) }]);
  });

  it('revokes the old token on renewal only when the revokeOnRenewal switch is on', async () => {
    await h.control('POST', 'faults', { revokeOnRenewal: true });
    const old = await h.token();
    const r = await renewB({ accessToken: old });
    expect(r.status).toBe(200);
    expect((await h.call('GET', `/connect/enterprises/${ENTERPRISE_ID}`, { token: old })).status).toBe(401);
    expect((await h.call('GET', `/connect/enterprises/${ENTERPRISE_ID}`, { token: r.body[0].accessToken })).status).toBe(200);
  });
});

describe('POST /oauth/access-tokens (variant A)', () => {
  it('renews with token, secret and client id; counts renewals', async () => {
    await h.control('POST', 'stats/reset');
    const r = await renewA({ accessToken: FIRST_TOKEN });
    expect(r.status).toBe(200);
    expect(r.body[0]).toMatchObject({ expiresAt: nowS() + 30 * DAY, target: 'ENTERPRISE_ACCOUNT' });
    expect((await h.call('GET', '/connect/enterprises/' + ENTERPRISE_ID, { token: r.body[0].accessToken })).status).toBe(200);
    const stats = await h.control('GET', 'stats');
    expect(stats.body.renewals).toBe(1);
    expect(stats.body.byRoute['POST /oauth/access-tokens']).toEqual({ '200': 1 });
  });

  it('401 for a wrong secret or an expired token; 405 for a missing secret or too long a lifetime', async () => {
    expect((await renewA({ accessToken: FIRST_TOKEN, secret: 'wrong' })).status).toBe(401);
    const expired = await h.token(undefined, 0);
    expect((await renewA({ accessToken: expired })).status).toBe(401);
    expect((await h.call('POST', '/oauth/access-tokens', { token: null, body: { accessToken: FIRST_TOKEN, clientId: 'demo-client' } })).status).toBe(405);
    expect((await renewA({ accessToken: FIRST_TOKEN, expirationTime: nowS() + 91 * DAY })).status).toBe(405);
  });
});

describe('bearer tokens in use', () => {
  it('the demo first token is valid for 30 days and then answers 401', async () => {
    clock += 30 * DAY * 1000 - 1000;
    expect((await h.call('GET', `/connect/enterprises/${ENTERPRISE_ID}`)).status).toBe(200);
    clock += 2000;
    const r = await h.call('GET', `/connect/enterprises/${ENTERPRISE_ID}`);
    expect(r.status).toBe(401);
    expect(r.body.message).toMatch(/expired/);
  });
});
