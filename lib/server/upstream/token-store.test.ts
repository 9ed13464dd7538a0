import 'server-only';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, serviceToken } from '@/lib/server/db/schema';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { expectAppError } from '@/test/support/expect-app-error';
import { openInstance, testDatabaseForFile, type Instance } from '@/test/support/token-fixture';

// The token store on a real in-memory PGlite database against the real emulator: adoption,
// encryption at rest, single-flight renewal (in one process and across instances sharing one
// database), renewal on 401, revocation on renewal, a crash before commit, status and audit.

const emu = emulatorForFile('demo');
const database = testDatabaseForFile();
const DAY = 86_400_000;
let seed: SeedInfo;

/** Another app instance on the test database. */
async function instance(options: Parameters<typeof openInstance>[2] = {}): Promise<Instance> {
  return openInstance(database.db, emu.url, options);
}

/** An instance holding a token that is due for renewal (issued 10 days ago, expires in 1 hour). */
async function dueInstance(options: Parameters<typeof openInstance>[2] = {}): Promise<{ inst: Instance; oldToken: string }> {
  const inst = await instance({ env: { clientId: seed.clientId, clientSecret: seed.clientSecret }, ...options });
  const { accessToken } = await emu.token(undefined, 3600);
  await inst.store.adoptToken(accessToken, { known: { expiresAt: new Date(Date.now() + 3600_000), issuedAt: new Date(Date.now() - 10 * DAY) } });
  return { inst, oldToken: accessToken };
}

async function auditRows(inst: Instance) {
  return inst.db.select().from(auditLog).orderBy(auditLog.id);
}

beforeAll(async () => {
  seed = await emu.seed();
});
beforeEach(async () => {
  await emu.faults({});
  await emu.resetStats();
});

describe('adoption of the first token', () => {
  it('adopts the env token once, exchanging it to learn the expiry; the old one is forgotten after the new one worked', async () => {
    const inst = await instance({ env: { accessToken: seed.firstToken, clientId: seed.clientId, clientSecret: seed.clientSecret } });
    expect((await inst.client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
    expect((await emu.stats()).renewals).toBe(1);
    const status = await inst.store.getTokenStatus();
    expect(status).toMatchObject({ hasToken: true, source: 'env', variant: 'connect', target: 'ENTERPRISE_ACCOUNT', targetId: seed.enterprise.id, expiresSoon: false });
    expect(status.expiresAt!.getTime() - Date.now()).toBeGreaterThan(29.9 * DAY);
    expect(status.expiresAt!.getTime() - Date.now()).toBeLessThan(30.1 * DAY);
    await new Promise((r) => setTimeout(r, 50)); // confirm() clears the previous token in the background
    const [row] = await inst.db.select().from(serviceToken);
    expect(row?.previousTokenEnc).toBeNull();
    await inst.client.getUser(seed.users[0]!.id);
    expect((await emu.stats()).renewals).toBe(1);
  });

  it('stores every secret encrypted: the raw row holds neither the token nor the client secret', async () => {
    const inst = await instance({ env: { accessToken: seed.firstToken, clientId: seed.clientId, clientSecret: seed.clientSecret } });
    await inst.client.getEnterprise(seed.enterprise.id);
    const current = await inst.store.accessToken();
    const { rows } = await inst.db.execute(sql`select * from service_token`);
    const raw = JSON.stringify(rows);
    expect(raw).toContain('v1:');
    for (const secret of [current, seed.firstToken, seed.clientSecret]) expect(raw).not.toContain(secret);
    expect(JSON.stringify(await inst.store.getTokenStatus())).not.toContain(current);
  });

  it('adopts the env token again when the operator changes it, not otherwise', async () => {
    const first = await instance({ env: { accessToken: seed.firstToken, clientId: seed.clientId, clientSecret: seed.clientSecret } });
    await first.client.getEnterprise(seed.enterprise.id);
    const adopted = await first.store.accessToken();
    const same = await instance({ env: { accessToken: seed.firstToken, clientId: seed.clientId, clientSecret: seed.clientSecret } });
    await same.client.getEnterprise(seed.enterprise.id);
    expect((await emu.stats()).renewals).toBe(1);
    const replacement = await emu.token();
    const changed = await instance({ env: { accessToken: replacement.accessToken, clientId: seed.clientId, clientSecret: seed.clientSecret } });
    await changed.client.getEnterprise(seed.enterprise.id);
    expect((await emu.stats()).renewals).toBe(2);
    const now = await changed.store.accessToken();
    expect(now).not.toBe(adopted);
    expect(now).not.toBe(replacement.accessToken); // exchanged once to learn its expiry
  });

  it('keeps an env token without client credentials as is (expiry unknown) and uses it', async () => {
    const { accessToken } = await emu.token();
    const inst = await instance({ env: { accessToken } });
    expect((await inst.client.getOrganization(seed.organizations[0]!.id)).id).toBe(seed.organizations[0]!.id);
    expect(await inst.store.getTokenStatus()).toMatchObject({ hasToken: true, expiresAt: null, source: 'env', hasClientCredentials: false });
    expect((await emu.stats()).renewals).toBe(0);
  });

  it('without any token: unauthorised with a clear message, status says so', async () => {
    const inst = await instance();
    const error = await expectAppError(inst.client.getEnterprise(seed.enterprise.id), 'unauthorised');
    expect(error.message).toMatch(/No service token/);
    expect(await inst.store.getTokenStatus()).toMatchObject({ hasToken: false, source: null });
    expect((await emu.stats()).total).toBe(0);
  });

  it('an admin can adopt a token (refused ones are reported) or exchange an authorization code', async () => {
    const inst = await instance({ env: { clientId: seed.clientId, clientSecret: seed.clientSecret } });
    const revoked = await emu.token();
    await emu.revoke(revoked.accessToken);
    await expectAppError(inst.store.adoptToken(revoked.accessToken), 'unauthorised', 401);
    expect((await inst.store.getTokenStatus()).hasToken).toBe(false);
    const status = await inst.store.exchangeAuthorizationCode((await emu.seed()).authorizationCode, { actor: { email: 'admin@example.com' } });
    expect(status).toMatchObject({ source: 'admin', hasToken: true });
    expect((await inst.client.listEnterpriseOrganizations(seed.enterprise.id)).length).toBe(3);
    const pasted = await emu.token(['CALENDAR_VIEW']);
    expect(await inst.store.adoptToken(pasted.accessToken)).toMatchObject({ source: 'admin', scopes: ['CALENDAR_VIEW'] });
    const rows = await auditRows(inst);
    expect(rows.map((r) => r.action)).toEqual(['token.adopted', 'token.adopted']);
    expect(rows[0]?.actorEmail).toBe('admin@example.com');
  });
});

describe('renewal', () => {
  it('100 concurrent calls with a token that expires soon share exactly one renewal', async () => {
    const { inst, oldToken } = await dueInstance();
    const results = await Promise.all(Array.from({ length: 100 }, () => inst.client.getEnterprise(seed.enterprise.id)));
    expect(results).toHaveLength(100);
    expect((await emu.stats()).renewals).toBe(1);
    const status = await inst.store.getTokenStatus();
    expect(status.source).toBe('renewal');
    expect(status.lastRenewedAt).not.toBeNull();
    expect(status.expiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * DAY); // asked for 30 days, within the 90-day limit
    expect(await inst.store.accessToken()).not.toBe(oldToken);
    const audit = await auditRows(inst);
    const renewed = audit.filter((r) => r.action === 'token.renewed');
    expect(renewed).toEqual([expect.objectContaining({ outcome: 'success' })]);
    expect(JSON.stringify(audit)).not.toContain(oldToken);
  });

  it('two instances on one database, both due, renew exactly once (advisory lock + re-read)', async () => {
    const { inst: a } = await dueInstance();
    const b = await instance({ env: { clientId: seed.clientId, clientSecret: seed.clientSecret } });
    await Promise.all([
      ...Array.from({ length: 20 }, () => a.client.getEnterprise(seed.enterprise.id)),
      ...Array.from({ length: 20 }, () => b.client.getEnterprise(seed.enterprise.id)),
    ]);
    expect((await emu.stats()).renewals).toBe(1);
    expect(await a.store.accessToken()).toBe(await b.store.accessToken());
  });

  it('revokeOnRenewal: requests in flight with the old token, here and on another instance, never fail', async () => {
    await emu.faults({ revokeOnRenewal: true, latencyMs: { min: 5, max: 30 } });
    const { inst: a, oldToken } = await dueInstance();
    const b = await instance({ env: { clientId: seed.clientId, clientSecret: seed.clientSecret } });
    // b reads the row (old token) and caches it before a renews.
    await b.store.adoptToken(oldToken, { known: { expiresAt: new Date(Date.now() + 3600_000), issuedAt: new Date(Date.now() - DAY) } });
    const all = await Promise.allSettled([
      ...Array.from({ length: 25 }, () => a.client.getEnterprise(seed.enterprise.id)),
      ...Array.from({ length: 25 }, () => b.client.getUser(seed.users[1]!.id)),
    ]);
    expect(all.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await emu.stats()).renewals).toBe(1);
  });

  it('a 401 triggers one renewal and one retry; the request succeeds', async () => {
    const inst = await instance({ env: { clientId: seed.clientId, clientSecret: seed.clientSecret } });
    const { accessToken } = await emu.token();
    await inst.store.adoptToken(accessToken, { known: { expiresAt: new Date(Date.now() + 30 * DAY) } });
    await emu.faults({ failNext: [{ method: 'GET', path: '^/connect/enterprises/', status: 401, count: 1 }] });
    expect((await inst.client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
    const stats = await emu.stats();
    expect(stats.renewals).toBe(1);
    expect(stats.byRoute['GET /connect/enterprises/:id']).toEqual({ 401: 1, 200: 1 });
  });

  it('a revoked token that cannot be renewed surfaces as unauthorised, and the failure is audited', async () => {
    const inst = await instance({ env: { clientId: seed.clientId, clientSecret: seed.clientSecret } });
    const { accessToken } = await emu.token();
    await inst.store.adoptToken(accessToken, { known: { expiresAt: new Date(Date.now() + 30 * DAY) } });
    await emu.revoke(accessToken);
    await expectAppError(inst.client.getEnterprise(seed.enterprise.id), 'unauthorised', 401);
    const stats = await emu.stats();
    expect(stats.byRoute['POST /connect/access-tokens']).toEqual({ 401: 1 });
    expect(stats.byRoute['GET /connect/enterprises/:id']).toEqual({ 401: 1 });
    expect((await auditRows(inst)).filter((r) => r.action === 'token.renewed')).toEqual([expect.objectContaining({ outcome: 'failure', upstreamStatus: 401 })]);
  });

  it('the previous token is the fallback when the new one is refused before it ever worked', async () => {
    const { inst, oldToken } = await dueInstance();
    await inst.store.renewNow();
    const fresh = await inst.store.accessToken();
    expect(fresh).not.toBe(oldToken);
    await emu.revoke(fresh);
    expect((await inst.client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
    expect((await emu.stats()).byRoute['GET /connect/enterprises/:id']).toEqual({ 401: 1, 200: 1 });
  });

  it('variant A (oauth) renews through /oauth/access-tokens', async () => {
    const { inst } = await dueInstance({ env: { clientId: seed.clientId, clientSecret: seed.clientSecret, variant: 'oauth' } });
    await inst.client.getEnterprise(seed.enterprise.id);
    const stats = await emu.stats();
    expect(stats.byRoute['POST /oauth/access-tokens']).toEqual({ 200: 1 });
    expect(stats.byRoute['POST /connect/access-tokens']).toBeUndefined();
  });

  it('a failed scheduled renewal keeps the still-valid token working', async () => {
    const { inst, oldToken } = await dueInstance();
    await emu.faults({ failNext: [{ method: 'POST', path: 'access-tokens$', status: 503, count: 1 }] });
    expect((await inst.client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
    expect(await inst.store.accessToken()).toBe(oldToken); // not retried at once: one try per minute
    expect((await emu.stats()).byRoute['POST /connect/access-tokens']).toEqual({ 503: 1 });
  });

  it('a crash after the renewal answer but before commit: the next start still works', async () => {
    const { inst, oldToken } = await dueInstance();
    // Make the write of the renewed token fail inside the transaction, as a crash would.
    await inst.db.execute(sql.raw(`create or replace function refuse_token_write() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`));
    await inst.db.execute(sql.raw('create trigger refuse_token_write before update on service_token for each row execute function refuse_token_write()'));
    await expect(inst.store.renewNow()).rejects.toThrow();
    expect((await emu.stats()).renewals).toBe(1); // the service issued a token that was never saved
    expect((await auditRows(inst)).filter((r) => r.action === 'token.renewed')).toEqual([expect.objectContaining({ outcome: 'failure' })]);
    await inst.db.execute(sql.raw('drop trigger refuse_token_write on service_token'));
    // "Restart": a new store on the same database reads the old token, still due, and renews again.
    const restarted = await instance({ env: { clientId: seed.clientId, clientSecret: seed.clientSecret } });
    expect(await restarted.store.accessToken()).not.toBe(oldToken);
    expect((await restarted.client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
    expect((await emu.stats()).renewals).toBe(2);
  });
});

describe('status', () => {
  it('warns from 7 days before expiry and never shows the token', async () => {
    const inst = await instance({ env: { clientId: seed.clientId } });
    const { accessToken } = await emu.token(undefined, 6 * 86_400);
    await inst.store.adoptToken(accessToken, { known: { expiresAt: new Date(Date.now() + 6 * DAY), issuedAt: new Date(Date.now() - 84 * DAY) } });
    const status = await inst.store.getTokenStatus();
    expect(status).toMatchObject({ expiresSoon: true, hasToken: true, source: 'admin', baseUrl: emu.url, hasClientCredentials: true });
    expect(status.renewsFrom!.getTime()).toBeLessThan(Date.now());
    expect(JSON.stringify(status)).not.toContain(accessToken);
  });

  it('answers from the copy kept for requests while it is fresh (every page asks), else reads the row', async () => {
    const inst = await instance({ env: { clientId: seed.clientId } });
    const { accessToken } = await emu.token();
    await inst.store.adoptToken(accessToken, { known: { expiresAt: new Date(Date.now() + 30 * DAY) } });
    await database.db.delete(serviceToken);
    expect((await inst.store.getTokenStatus()).hasToken).toBe(true);
    expect((await (await instance({ env: { clientId: seed.clientId } })).store.getTokenStatus()).hasToken).toBe(false);
  });
});
