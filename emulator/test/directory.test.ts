import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { organizationMembershipSchema, organizationRespSchema, userRespSchema } from '@/lib/contract/directory';
import { crc32 } from '../png/png-encoder';
import { ENTERPRISE_ID, ORG_CAFE, ORG_CLINIC, ORG_WAREHOUSE, emulatorForFile, usersOf } from './harness';

// Users, organizations, enterprises and avatars, checked against the contract's wire schemas,
// with ids above 2^53 kept exact in the raw text.

const h = emulatorForFile();

describe('directory', () => {
  it('GET /connect/users/{id}: the user in an array, ids as exact 19-digit strings', async () => {
    const [userId] = await usersOf(h, ORG_CAFE);
    const r = await h.call('GET', `/connect/users/${userId}`);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    const user = userRespSchema.parse(r.body[0]);
    expect(user).toEqual({ id: userId, profile: { fullName: 'Amelia Hart', avatarPublicId: expect.stringMatching(/^\d{19}$/) } });
    expect(BigInt(userId as string) > 2n ** 53n).toBe(true);
    expect(r.text).toContain(`"id":"${userId}"`);
  });

  it('GET /connect/organizations/{id}: one organization reference in an array', async () => {
    const r = await h.call('GET', `/connect/organizations/${ORG_CLINIC}`);
    expect(r.status).toBe(200);
    expect(organizationRespSchema.parse(r.body[0]).organizationId).toEqual({ id: ORG_CLINIC, updatedAt: expect.any(Number), entityType: 'ORGANIZATION' });
    expect(r.text).toContain(`"${ORG_CLINIC}"`);
  });

  it('GET /connect/organizations/{id}/members: memberships with titles and admin flags', async () => {
    const r = await h.call('GET', `/connect/organizations/${ORG_WAREHOUSE}/members`);
    expect(r.status).toBe(200);
    const members = r.body.map((m: unknown) => organizationMembershipSchema.parse(m));
    expect(members.length).toBeGreaterThanOrEqual(18);
    expect(members.every((m: { organizationId: { id: string } }) => m.organizationId.id === ORG_WAREHOUSE)).toBe(true);
    expect(members.filter((m: { permissions: { admin: boolean } }) => m.permissions.admin)).toHaveLength(2);
    expect(members[0].profile.title).toBe('Warehouse Manager');
    expect(members[0].userId.entityType).toBe('USER');
    // Someone who belongs to two organizations is listed in both.
    const seed = await h.control('GET', 'seed');
    const twoOrgs = seed.body.users.filter((u: { organizationIds: string[] }) => u.organizationIds.length === 2);
    expect(twoOrgs.length).toBeGreaterThan(3);
  });

  it('GET /connect/enterprises/{id}: the enterprise reference, labelled ENTERPRISE', async () => {
    const r = await h.call('GET', `/connect/enterprises/${ENTERPRISE_ID}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ organizationId: { id: ENTERPRISE_ID, updatedAt: expect.any(Number), entityType: 'ENTERPRISE' } }]);
  });

  it('GET /connect/enterprises/{id}/organizations: the three organizations, updatedAt null', async () => {
    const r = await h.call('GET', `/connect/enterprises/${ENTERPRISE_ID}/organizations`);
    expect(r.status).toBe(200);
    expect(r.body.map((e: { organizationId: { id: string } }) => e.organizationId.id)).toEqual([ORG_CAFE, ORG_CLINIC, ORG_WAREHOUSE]);
    expect(r.body.every((e: { updatedAt: unknown }) => e.updatedAt === null)).toBe(true);
  });

  it('a second enterprise (demo seed): its one organization is listed under it only, and the token reads it', async () => {
    const other = (await h.control('GET', 'seed')).body.otherEnterprise;
    expect(other).toMatchObject({ name: 'Lakeside Hotels', organizations: [{ name: 'Lakeside Front Desk', timeZone: 'Europe/Dublin' }] });
    const orgId = other.organizations[0].id;
    const listed = (await h.call('GET', `/connect/enterprises/${other.id}/organizations`)).body;
    expect(listed.map((e: { organizationId: { id: string } }) => e.organizationId.id)).toEqual([orgId]);
    expect((await h.call('GET', `/connect/organizations/${orgId}`)).status).toBe(200);
    expect((await h.call('GET', `/connect/organizations/${orgId}/members`)).body.length).toBeGreaterThan(0);
    expect((await h.call('GET', `/connect/organizations/${orgId}/calendar-items`)).body.length).toBeGreaterThan(0);
  });

  it('404 for an organization id that is a user id', async () => {
    const [userId] = await usersOf(h, ORG_CAFE);
    expect((await h.call('GET', `/connect/organizations/${userId}`)).status).toBe(404);
    expect((await h.call('GET', `/connect/enterprises/${ORG_CAFE}`)).status).toBe(404);
  });
});

describe('GET /assets/{publicId}', () => {
  async function avatarOf(index: number) {
    const userId = (await usersOf(h, ORG_CAFE))[index] as string;
    const publicId = (await h.call('GET', `/connect/users/${userId}`)).body[0].profile.avatarPublicId as string;
    const response = await fetch(`${h.url}/assets/${publicId}`, { headers: { authorization: 'Bearer demo-first-token' } });
    return { publicId, response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('answers a valid 64x64 PNG, the same bytes every time, different per user', async () => {
    const { response, bytes, publicId } = await avatarOf(0);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.readUInt32BE(16)).toBe(64);
    expect(bytes.readUInt32BE(20)).toBe(64);
    // IHDR's CRC covers its type and data.
    expect(bytes.readUInt32BE(29)).toBe(crc32(bytes.subarray(12, 29)));
    const idatLength = bytes.readUInt32BE(33);
    expect(bytes.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(bytes.subarray(41, 41 + idatLength))).toHaveLength(64 * (64 * 4 + 1));
    const again = Buffer.from(await (await fetch(`${h.url}/assets/${publicId}`, { headers: { authorization: 'Bearer demo-first-token' } })).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect((await avatarOf(1)).bytes.equals(bytes)).toBe(false);
  });

  it('404 for a user id used as an asset id', async () => {
    const [userId] = await usersOf(h, ORG_CAFE);
    expect((await h.call('GET', `/assets/${userId}`)).status).toBe(404);
  });
});

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});
