import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, ENDPOINTS, fill, placeholders, type Ids } from './endpoints';
import { at, BAD_IDS, ENTERPRISE_ID, ORG_CAFE, UNKNOWN_ID, emulatorForFile, usersOf, shiftBody } from './harness';

// Every bearer endpoint: 401 (missing, invalid, expired, revoked), 403 (missing scope),
// 405 (bad path ids, invalid JSON) with the {message, issues} body, and the order of checks.

const h = emulatorForFile();
let ids: Ids;

beforeAll(async () => {
  const user = (await usersOf(h, ORG_CAFE))[3] as string;
  const item = await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE, { start: at(2, 9), end: at(2, 12) }) });
  const profile = await h.call('GET', `/connect/users/${user}`);
  ids = { org: ORG_CAFE, enterprise: ENTERPRISE_ID, user, item: item.body.id, asset: profile.body[0].profile.avatarPublicId };
});

describe.each(ENDPOINTS)('$method $path', (endpoint) => {
  const send = (token: string | null, override: Partial<Ids> = {}, raw?: string) =>
    h.call(endpoint.method, fill(endpoint.path, ids, override), { token, ...(raw !== undefined ? { raw } : endpoint.body ? { body: endpoint.body(ids) } : {}) });

  it('401 without a token, with an unknown, an expired and a revoked token', async () => {
    const expired = await h.token(undefined, -1);
    const revoked = await h.token();
    await h.control('POST', 'tokens/revoke', { accessToken: revoked });
    for (const token of [null, 'not-a-token', expired, revoked]) {
      const r = await send(token);
      expect(r.status, String(token)).toBe(401);
      expect(r.body.message).toEqual(expect.any(String));
      expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it(`403 when the token lacks ${endpoint.scope}`, async () => {
    const token = await h.token(ALL_SCOPES.filter((s) => s !== endpoint.scope));
    const r = await send(token);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain(endpoint.scope);
  });

  const slots = placeholders(endpoint.path);
  if (slots.length > 0) {
    it.each(BAD_IDS)('405 for the path id %s, in every id position', async (bad) => {
      for (const slot of slots) {
        const r = await send(undefined as unknown as string, { [slot]: bad });
        expect(r.status, slot).toBe(405);
        expect(r.body).toEqual({ message: expect.any(String), issues: [expect.objectContaining({ path: expect.any(String), message: expect.any(String) })] });
      }
    });

    it('401 comes before 405 (an anonymous caller learns nothing), 403 before 405', async () => {
      expect((await send(null, { [slots[0] as string]: 'abc' })).status).toBe(401);
      const token = await h.token(ALL_SCOPES.filter((s) => s !== endpoint.scope));
      expect((await send(token, { [slots[0] as string]: 'abc' })).status).toBe(403);
    });

    it('404 for an unknown id in every id position', async () => {
      for (const slot of slots) {
        const r = await h.call(endpoint.method, fill(endpoint.path, ids, { [slot]: UNKNOWN_ID }), endpoint.body ? { body: endpoint.body(ids) } : {});
        expect(r.status, slot).toBe(404);
        expect(r.body.message).toEqual(expect.any(String));
      }
    });
  }

  if (endpoint.body) {
    it('405 for a body that is not JSON, and for a missing body', async () => {
      for (const raw of ['{"broken', '']) {
        const r = await send(undefined as unknown as string, {}, raw);
        expect(r.status).toBe(405);
        expect(r.body).toEqual({ message: expect.any(String), issues: expect.any(Array) });
      }
    });
  }
});

describe('unknown endpoints', () => {
  it('answer 404 with a JSON body', async () => {
    const r = await h.call('GET', '/connect/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/No such endpoint/);
  });
});
