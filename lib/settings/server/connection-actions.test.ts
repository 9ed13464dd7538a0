import { asc } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '@/lib/server/access/run-action';
import { addTestUser } from '@/test/support/test-database';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { auditLog, serviceToken } from '@/lib/server/db/schema';
import type { TokenStore } from '@/lib/server/upstream';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { openInstance, testDatabaseForFile } from '@/test/support/token-fixture';
import { servicesFor } from '@/test/support/test-services';
import { connectDefinition, connectHandler, renewDefinition, renewHandler } from './connection-actions';

// "Renew now" and "Connect with a code or a token" through the real action pipeline, with a real
// token store on a real database, against the real emulator over HTTP.

const emu = emulatorForFile('demo');
const database = testDatabaseForFile();
let seed: SeedInfo;
let admin: SessionUser;
let viewer: SessionUser;

beforeAll(async () => {
  seed = await emu.seed();
  const opened = { db: database.db, driver: 'pglite' as const, close: async () => undefined };
  admin = toSessionUser(await addTestUser(opened, 'admin'));
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
});
beforeEach(async () => {
  await emu.faults({});
  await emu.behaviour({ tokenRefusalStatus: 401 });
  await emu.resetStats();
});

function store(env: { clientId?: string; clientSecret?: string } = {}): TokenStore {
  return openInstance(database.db, emu.url, { env: { clientId: seed.clientId, clientSecret: seed.clientSecret, ...env } }).store;
}

/** A store already holding an adopted, working token (the state after the app's first request). */
async function connectedStore(): Promise<TokenStore> {
  const tokens = store();
  const { accessToken } = await emu.token();
  await tokens.adoptToken(accessToken);
  await emu.resetStats();
  await database.db.delete(auditLog);
  return tokens;
}

const renew = (tokens: TokenStore, user = admin) => runAction(renewDefinition, renewHandler(), {}, { user, services: servicesFor(database.db, { tokens }) });
// A session re-authenticated a moment ago (re-authentication itself: lib/server/access/reauthentication.test.ts).
const connect = (tokens: TokenStore, raw: unknown, user = admin) =>
  runAction(connectDefinition, connectHandler(), raw, { user, services: servicesFor(database.db, { tokens }), session: { id: 'confirmed-just-now', reauthenticatedAt: new Date() } });
const audit = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));
const storedRow = async () => (await database.db.select().from(serviceToken))[0];

describe('renew now', () => {
  it('renews exactly once upstream, answers the new connection, and is audited once (by the token store)', async () => {
    const tokens = await connectedStore();
    const before = await tokens.getTokenStatus();
    const result = await renew(tokens);
    expect((await emu.stats()).renewals).toBe(1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { connection } = result.data;
    expect(connection).toMatchObject({ state: 'ok', source: 'renewal', hasToken: true, canRenew: true, targetId: seed.enterprise.id });
    expect(connection.lastRenewedAt).not.toBeNull();
    expect(connection.lastRenewedAt).not.toBe(before.lastRenewedAt?.toISOString() ?? null);
    const rows = await audit();
    expect(rows.map((r) => [r.action, r.outcome, r.actorEmail])).toEqual([['token.renewed', 'success', admin.email]]);
    expect(rows[0]?.detail).toMatchObject({ reason: 'manual' });
    const text = JSON.stringify(result) + JSON.stringify(rows);
    expect(text).not.toContain(await tokens.accessToken());
    expect(text).not.toContain(seed.clientSecret);
  });

  it('explains a refused renewal, without suggesting a retry', async () => {
    const tokens = await connectedStore();
    await emu.revoke(await tokens.accessToken());
    const result = await renew(tokens);
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'unauthorised', retryable: false, message: expect.stringMatching(/refused to renew/) });
    expect((await audit()).filter((r) => r.action === 'token.renewed').map((r) => r.outcome)).toEqual(['failure']);
  });

  it('explains a renewal refused with 405 (no field named) the same way: nothing says to correct a field', async () => {
    const tokens = await connectedStore();
    await emu.behaviour({ tokenRefusalStatus: 405 });
    await emu.revoke(await tokens.accessToken());
    const result = await renew(tokens);
    expect((await emu.stats()).byRoute['POST /connect/access-tokens']).toEqual({ '405': 1 });
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'unauthorised', retryable: false, message: expect.stringMatching(/refused to renew/) });
    expect(result.ok ? null : result.error.fieldErrors).toBeUndefined();
  });

  it('says a service outage is worth retrying', async () => {
    const tokens = await connectedStore();
    await emu.faults({ failNext: [{ method: 'POST', path: '/connect/access-tokens', status: 503, count: 1 }] });
    const result = await renew(tokens);
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'unavailable', retryable: true });
  });

  it('is refused for a viewer, with nothing sent upstream', async () => {
    const tokens = await connectedStore();
    const result = await renew(tokens, viewer);
    expect(result.ok ? null : result.error.kind).toBe('forbidden');
    expect((await emu.stats()).total).toBe(0);
  });
});

describe('connect with a code or a token', () => {
  it('exchanges a fresh authorization code and stores the new token', async () => {
    const tokens = await connectedStore();
    const { authorizationCode } = await emu.seed();
    const result = await connect(tokens, { kind: 'code', value: ` ${authorizationCode} `, clientId: '', clientSecret: '', variant: '' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ kind: 'code', expiryConfirmed: true, connection: { state: 'ok', source: 'admin', hasClientCredentials: true } });
    expect((await emu.stats()).renewals).toBe(1);
    expect((await audit()).filter((r) => r.action === 'token.adopted').map((r) => [r.outcome, (r.detail as { source: string }).source])).toEqual([
      ['success', 'authorization_code'],
    ]);
    // The new token works.
    const client = openInstance(database.db, emu.url).client;
    expect((await client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
  });

  it('a garbage or used code: error on the value field, stored token untouched, failure audited once', async () => {
    const tokens = await connectedStore();
    const rowBefore = await storedRow();
    const { authorizationCode } = await emu.seed();
    expect((await connect(tokens, { kind: 'code', value: authorizationCode })).ok).toBe(true);
    const rowAfterFirst = await storedRow();
    await database.db.delete(auditLog);

    for (const value of ['garbage-code', authorizationCode]) {
      const result = await connect(tokens, { kind: 'code', value });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.kind).toBe('unauthorised');
      expect(result.error.fieldErrors?.value?.[0]).toMatch(/refused this authorization code/);
      expect(result.error.message).toMatch(/Nothing was changed/);
    }
    expect(await storedRow()).toEqual(rowAfterFirst);
    expect(rowAfterFirst?.accessTokenEnc).not.toEqual(rowBefore?.accessTokenEnc);
    const rows = await audit();
    expect(rows.map((r) => [r.action, r.outcome, r.upstreamStatus])).toEqual([
      ['token.adopted', 'failure', 401],
      ['token.adopted', 'failure', 401],
    ]);
    // The connection still works.
    expect((await openInstance(database.db, emu.url).client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
  });

  it('a code or token refused with 405 and no issue is shown on the value field as refused', async () => {
    const tokens = await connectedStore();
    await emu.behaviour({ tokenRefusalStatus: 405 });
    const { accessToken } = await emu.token();
    await emu.revoke(accessToken);
    const cases = [
      [{ kind: 'code', value: 'garbage-code' }, /refused this authorization code/],
      [{ kind: 'token', value: accessToken }, /refused this access token/],
    ] as const;
    for (const [raw, refusal] of cases) {
      const result = await connect(tokens, raw);
      expect(result.ok ? null : result.error).toMatchObject({ kind: 'unauthorised', message: expect.stringMatching(/Nothing was changed/) });
      expect(result.ok ? null : result.error.fieldErrors).toEqual({ value: [expect.stringMatching(refusal)] });
    }
    expect((await emu.stats()).byRoute['POST /connect/access-tokens']).toEqual({ '405': 2 });
    expect((await audit()).map((r) => [r.action, r.outcome, r.upstreamStatus])).toEqual([
      ['token.adopted', 'failure', 405],
      ['token.adopted', 'failure', 405],
    ]);
  });

  it('adopts a pasted access token, exchanging it once to learn its expiry', async () => {
    const tokens = await connectedStore();
    const { accessToken } = await emu.token(undefined, 3600);
    const result = await connect(tokens, { kind: 'token', value: accessToken, variant: 'connect' });
    expect(result.ok ? result.data : result.error).toMatchObject({ kind: 'token', expiryConfirmed: true, connection: { source: 'admin' } });
    expect((await emu.stats()).renewals).toBe(1);
  });

  it('refuses a revoked access token and keeps the current one', async () => {
    const tokens = await connectedStore();
    const rowBefore = await storedRow();
    const { accessToken } = await emu.token();
    await emu.revoke(accessToken);
    const result = await connect(tokens, { kind: 'token', value: accessToken });
    expect(result.ok ? null : result.error.fieldErrors?.value?.[0]).toMatch(/refused this access token/);
    expect(await storedRow()).toEqual(rowBefore);
  });

  it('invalid input is refused before anything is sent upstream', async () => {
    const tokens = await connectedStore();
    const cases: [unknown, string][] = [
      [{ kind: 'code', value: '' }, 'value'],
      [{ kind: 'code', value: 'two words' }, 'value'],
      [{ kind: 'code', value: 'x'.repeat(4097) }, 'value'],
      [{ kind: 'code', value: 'ok', clientSecret: 'a b' }, 'clientSecret'],
      [{ kind: 'guess', value: 'ok' }, 'kind'],
    ];
    for (const [raw, field] of cases) {
      const result = await connect(tokens, raw);
      expect(result.ok ? null : result.error.kind).toBe('invalid_input');
      expect(Object.keys((!result.ok && result.error.fieldErrors) || {})).toContain(field);
    }
    expect((await emu.stats()).total).toBe(0);
  });

  it('asks for a client id when none is stored, before sending anything', async () => {
    const tokens = store({ clientId: undefined, clientSecret: undefined });
    const { accessToken } = await emu.token();
    await tokens.adoptToken(accessToken); // no credentials: stored as is
    await emu.resetStats();
    const { authorizationCode } = await emu.seed();
    const result = await connect(tokens, { kind: 'code', value: authorizationCode });
    expect(result.ok ? null : result.error.fieldErrors).toEqual({ clientId: ['No client id is stored yet: enter it.'] });
    expect((await emu.stats()).total).toBe(0);
    const withCredentials = await connect(tokens, { kind: 'code', value: authorizationCode, clientId: seed.clientId, clientSecret: seed.clientSecret });
    expect(withCredentials.ok ? withCredentials.data.connection.hasClientCredentials : withCredentials.error).toBe(true);
  });
});
