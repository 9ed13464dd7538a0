import 'server-only';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamClient, type UpstreamClient } from './client';
import { staticTokenSource } from './static-token-source';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { expectAppError, expectSafeMessage } from '@/test/support/expect-app-error';

// Contract tests of the read-only directory endpoints and the asset endpoint, against the real
// emulator: success with state checked, 405 (bad id refused locally; an upstream 405 mapped),
// 401, 403 and 404 for each.

const emu = emulatorForFile('demo');
/** Every reading runs twice: ids as strings, and as bare JSON numbers (the lossless parse path). */
const ID_READINGS = ['string', 'number'] as const;
const UNKNOWN = '7999999999999999999';
let seed: SeedInfo;
let client: UpstreamClient;
const fast = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 };

function clientWith(token: string): UpstreamClient {
  return createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(token), retry: fast });
}

beforeAll(async () => {
  seed = await emu.seed();
  client = clientWith(seed.firstToken);
});
beforeEach(async () => {
  await emu.faults({});
  await emu.behaviour({ idsAs: 'string' });
  await emu.resetStats();
});

const orgId = () => seed.organizations[0]!.id;
const userId = () => seed.users.find((u) => u.organizationIds.includes(orgId()))!.id;

// [name, call, scope that is needed, route pattern for stats and injected faults]
const reads: [string, (c: UpstreamClient, id?: string) => Promise<unknown>, string, string][] = [
  ['getUser', (c, id) => c.getUser(id ?? userId()), 'ORGANIZATION_MEMBER_VIEW', '^/connect/users/'],
  ['getOrganization', (c, id) => c.getOrganization(id ?? orgId()), 'ORGANIZATION_MEMBER_VIEW', '^/connect/organizations/\\d+$'],
  ['listOrganizationMembers', (c, id) => c.listOrganizationMembers(id ?? orgId()), 'ORGANIZATION_MEMBER_VIEW', '/members$'],
  ['getEnterprise', (c, id) => c.getEnterprise(id ?? seed.enterprise.id), 'ENTERPRISE_VIEW', '^/connect/enterprises/\\d+$'],
  ['listEnterpriseOrganizations', (c, id) => c.listEnterpriseOrganizations(id ?? seed.enterprise.id), 'ENTERPRISE_VIEW', '/organizations$'],
];

describe.each(ID_READINGS)('directory reads, ids as %ss', (idsAs) => {
  beforeEach(() => emu.behaviour({ idsAs }));

  it('getUser returns the profile with an exact 19-digit id', async () => {
    const expected = seed.users[0]!;
    const user = await client.getUser(expected.id);
    expect(user.id).toBe(expected.id);
    expect(user.fullName).toBe(expected.fullName);
    expect(user.avatarPublicId).toMatch(/^\d{19}$/);
  });

  it('getOrganization and getEnterprise return their ids', async () => {
    expect((await client.getOrganization(orgId())).id).toBe(orgId());
    expect((await client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
  });

  it('listOrganizationMembers returns every member with admin flag and title', async () => {
    const members = await client.listOrganizationMembers(orgId());
    const expected = seed.users.filter((u) => u.organizationIds.includes(orgId())).map((u) => u.id);
    expect(members.map((m) => m.userId).sort()).toEqual(expected.sort());
    expect(members.some((m) => m.isAdmin)).toBe(true);
    expect(members.every((m) => typeof m.title === 'string')).toBe(true);
  });

  it('listEnterpriseOrganizations lists the three organizations', async () => {
    const entries = await client.listEnterpriseOrganizations(seed.enterprise.id);
    expect(entries.map((e) => e.organizationId).sort()).toEqual(seed.organizations.map((o) => o.id).sort());
  });

  it.each(reads)('%s: an invalid id is refused locally, nothing is sent', async (_name, call) => {
    for (const bad of ['abc', '-1', '1.5', '../users/1', '99999999999999999999', '9223372036854775808']) {
      const error = await expectAppError(call(client, bad), 'invalid_input');
      expect(Object.values(error.fieldErrors ?? {}).flat().length).toBeGreaterThan(0);
    }
    expect((await emu.stats()).total).toBe(0);
  });

  it.each(reads)('%s: an upstream 405 is invalid_input', async (_name, call, _scope, path) => {
    await emu.faults({ failNext: [{ method: 'GET', path, status: 405, count: 1 }] });
    const error = await expectAppError(call(client), 'invalid_input', 405);
    expectSafeMessage(error);
  });

  it.each(reads)('%s: unknown id is not_found', async (_name, call) => {
    await expectAppError(call(client, UNKNOWN), 'not_found', 404);
  });

  it.each(reads)('%s: a token lacking the scope is forbidden', async (_name, call, scope) => {
    const { accessToken } = await emu.token(['CALENDAR_VIEW']);
    const error = await expectAppError(call(clientWith(accessToken)), 'forbidden', 403);
    expect(error.message).toContain(scope);
    expectSafeMessage(error, accessToken);
  });

  it.each(reads)('%s: a revoked token (no renewal possible) is unauthorised', async (_name, call) => {
    const { accessToken } = await emu.token();
    await emu.revoke(accessToken);
    const error = await expectAppError(call(clientWith(accessToken)), 'unauthorised', 401);
    expectSafeMessage(error, accessToken);
  });
});

describe('getAsset', () => {
  it('returns PNG bytes and the content type', async () => {
    const user = await client.getUser(userId());
    const asset = await client.getAsset(user.avatarPublicId!);
    expect(asset.contentType).toBe('image/png');
    expect([...asset.bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('refuses a picture larger than the cap', async () => {
    const user = await client.getUser(userId());
    await expectAppError(client.getAsset(user.avatarPublicId!, { maxBytes: 10 }), 'unexpected');
  });

  it('maps 401, 403, 404 and bad ids', async () => {
    const user = await client.getUser(userId());
    await expectAppError(client.getAsset(UNKNOWN), 'not_found', 404);
    await expectAppError(client.getAsset('12ab'), 'invalid_input');
    const { accessToken } = await emu.token(['CALENDAR_VIEW']);
    await expectAppError(clientWith(accessToken).getAsset(user.avatarPublicId!), 'forbidden', 403);
    await emu.revoke(accessToken);
    await expectAppError(clientWith(accessToken).getAsset(user.avatarPublicId!), 'unauthorised', 401);
    await emu.faults({ failNext: [{ method: 'GET', path: '^/assets/', status: 405, count: 1 }] });
    await expectAppError(client.getAsset(user.avatarPublicId!), 'invalid_input', 405);
  });

  it('refuses a non-image answer', async () => {
    const htmlFetch: typeof fetch = async (input, init) => {
      const real = await fetch(input, init);
      await real.arrayBuffer();
      return new Response('<script>alert(1)</script>', { status: 200, headers: { 'content-type': 'text/html' } });
    };
    const sneaky = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), fetch: htmlFetch });
    const user = await client.getUser(userId());
    await expectAppError(sneaky.getAsset(user.avatarPublicId!), 'unexpected', 200);
  });
});
