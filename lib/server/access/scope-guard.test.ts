import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toSessionUser } from '@/lib/server/identity/users';
import type { SessionUser } from '@/lib/server/identity/types';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { removeOrganizationEntry, upsertEnterpriseEntry, upsertOrganizationEntry } from '@/lib/server/entry-points';
import { createUpstreamClient } from '@/lib/server/upstream/client';
import { staticTokenSource } from '@/lib/server/upstream/static-token-source';
import { callsNaming } from '@/test/support/calls-naming';
import { dayAt, emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { servicesFor } from '@/test/support/test-services';
import { runAction } from './run-action';
import { runRoute } from './run-route';
import { createScopeCheck, type ScopeCheck } from './scope-check';
import { inOrganization, itemOfOrganization } from './scope-declaration';
import type { AppServices } from './services';
import type { ActionDefinition } from './types';

// The scope guard against the real emulator and a real database: what is in scope (configured
// organizations and enterprises, organizations the service lists under a configured enterprise),
// what is not (the demo's second enterprise), and that a refusal makes no call about its target
// (an item: only the read that tells its organization) and leaves one audit row.

const emu = emulatorForFile('demo');
let opened: OpenedDatabase;
let seed: SeedInfo;
let scheduler: SessionUser;
let scope: ScopeCheck;
let services: AppServices;
let home: { enterprise: string; configured: string; listed: string };
let outside: { enterprise: string; organization: string };

beforeAll(async () => {
  opened = await openTestDatabase();
  seed = await emu.seed();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: { attempts: 1 } });
  scope = createScopeCheck(client);
  services = servicesFor(opened.db, { scope });
  // Configured: the enterprise and its first organization; the second is in scope only as listed under it.
  home = { enterprise: seed.enterprise.id, configured: seed.organizations[0]!.id, listed: seed.organizations[1]!.id };
  outside = { enterprise: seed.otherEnterprise!.id, organization: seed.otherEnterprise!.organizations[0]!.id };
  await upsertEnterpriseEntry(opened.db, { enterpriseId: home.enterprise });
  await upsertOrganizationEntry(opened.db, { organizationId: home.configured, enterpriseId: home.enterprise });
});
afterAll(async () => opened?.close());
beforeEach(async () => {
  await emu.faults({});
  await emu.behaviour({ itemOrganization: 'included' });
  await emu.resetStats();
});

/** A fresh item in `organizationId`, created through the service's interface; the stats start afresh after it. */
async function itemIn(organizationId: string): Promise<string> {
  const response = await fetch(`${emu.url}/connect/calendar-items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seed.firstToken}` },
    body: JSON.stringify({ organizationId, type: 'MEETING', name: 'Scope check', start: dayAt(2, 9), end: dayAt(2, 10), timeZoneName: 'UTC' }),
  });
  const { id } = (await response.json()) as { id: string };
  await emu.resetStats();
  return id;
}

describe('the scope check', () => {
  it('a configured organization or enterprise is in scope without asking the service', async () => {
    expect((await scope(opened.db, { organizations: [home.configured], enterprises: [home.enterprise] })).outside).toBeNull();
    expect((await emu.stats()).total).toBe(0);
  });

  it('an organization the service lists under a configured enterprise is in scope (the list is remembered)', async () => {
    expect((await scope(opened.db, { organizations: [home.listed] })).outside).toBeNull();
    expect((await scope(opened.db, { organizations: [home.listed] })).outside).toBeNull();
    expect((await emu.stats()).byPath).toEqual({ [`GET /connect/enterprises/${home.enterprise}/organizations`]: 1 });
  });

  it('the second enterprise and its organization are out of scope, and the service is never asked about them', async () => {
    expect((await scope(opened.db, { enterprises: [outside.enterprise] })).outside).toMatchObject({ target: { type: 'enterprise', id: outside.enterprise } });
    expect((await scope(opened.db, { organizations: [outside.organization] })).outside).toMatchObject({ target: { type: 'organization', id: outside.organization } });
    expect(callsNaming(await emu.stats(), outside.organization) + callsNaming(await emu.stats(), outside.enterprise)).toBe(0);
  });

  it('an id that is not an int64 is out of scope, unasked', async () => {
    expect((await scope(opened.db, { organizations: ['12ab'] })).outside).toMatchObject({ target: { type: 'organization', id: '12ab' } });
    expect((await scope(opened.db, { item: '../users/1' })).outside).toMatchObject({ target: { type: 'calendar_item' } });
    expect((await emu.stats()).total).toBe(0);
  });

  it('an item is judged by the organization it names: in scope, outside, or of another organization than the one declared', async () => {
    const mine = await itemIn(home.configured);
    const theirs = await itemIn(outside.organization);
    const inside = await scope(opened.db, { organizations: [home.configured], item: mine });
    expect(inside.outside).toBeNull();
    expect(inside.item?.id).toBe(mine); // handed on: the action does not read it again
    expect((await scope(opened.db, { item: theirs })).outside).toEqual({ target: { type: 'calendar_item', id: theirs }, reason: 'not in the configured entry points', organizationId: outside.organization });
    expect((await scope(opened.db, { organizations: [home.configured], item: theirs })).outside).toMatchObject({ reason: 'item of another organization' });
    // For the outside item: its read, twice, and nothing else about it or its organization.
    const stats = await emu.stats();
    expect(callsNaming(stats, theirs)).toBe(2);
    expect(callsNaming(stats, outside.organization)).toBe(0);
  });

  it('an item that comes without its organization is refused (behaviour itemOrganization: omitted)', async () => {
    const mine = await itemIn(home.configured);
    await emu.behaviour({ itemOrganization: 'omitted' });
    expect((await scope(opened.db, { item: mine })).outside).toMatchObject({ reason: 'item without organization' });
    expect((await scope(opened.db, { organizations: [home.configured], item: mine })).outside).toMatchObject({ reason: 'item without organization' });
  });

  it('fails closed: when a configured enterprise cannot be listed, an organization not configured itself is not acted on', async () => {
    await upsertOrganizationEntry(opened.db, { organizationId: '7999999999999999001' }); // configured: still decided at once
    const fresh = createScopeCheck(createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: { attempts: 1 } }));
    await emu.faults({ failNext: [{ path: '/organizations$', status: 503, count: 5 }] });
    expect((await fresh(opened.db, { organizations: ['7999999999999999001'] })).outside).toBeNull();
    await expect(fresh(opened.db, { organizations: [outside.organization] })).rejects.toMatchObject({ kind: 'unavailable' });
    await removeOrganizationEntry(opened.db, '7999999999999999001');
  });
});

describe('the guard in the pipeline', () => {
  const schema = z.object({ organizationId: z.string(), itemId: z.string() });
  const definition = { input: schema, role: 'scheduler', name: 'test.itemWrite', scope: itemOfOrganization } satisfies ActionDefinition<typeof schema>;

  const lastAudit = async () => (await opened.db.select().from(auditLog).where(eq(auditLog.action, 'access.out_of_scope')).orderBy(desc(auditLog.id)).limit(1))[0];

  it('an action naming an organization out of scope answers not_found, runs nothing, calls nothing and writes one audit row', async () => {
    const handler = vi.fn(async () => 'ran');
    const before = (await opened.db.select().from(auditLog)).length;
    const result = await runAction(definition, handler, { organizationId: outside.organization, itemId: '7999999999999999999' }, { user: scheduler, services });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(handler).not.toHaveBeenCalled();
    expect((await emu.stats()).total).toBe(0);
    expect((await opened.db.select().from(auditLog)).length).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ outcome: 'refused', actorId: scheduler.id, targetType: 'organization', targetId: outside.organization, detail: { attempted: 'test.itemWrite' } });
  });

  it('an action on an item of another organization, passed off under a configured one, is refused after the one item read', async () => {
    const theirs = await itemIn(outside.organization);
    const handler = vi.fn(async () => 'ran');
    // Another scheduler: refusals of one actor within a minute share one audit row (with a count).
    const other = toSessionUser(await addTestUser(opened, 'scheduler', 'other-scheduler@test.local'));
    const result = await runAction(definition, handler, { organizationId: home.configured, itemId: theirs }, { user: other, services });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(handler).not.toHaveBeenCalled();
    expect((await emu.stats()).byPath).toEqual({ [`GET /connect/calendar-items/${theirs}`]: 1 });
    expect(await lastAudit()).toMatchObject({ targetType: 'calendar_item', targetId: theirs, detail: { reason: 'item of another organization', organizationId: outside.organization } });
  });

  it('in scope, the handler runs', async () => {
    const mine = await itemIn(home.configured);
    const result = await runAction(definition, async () => 'ran', { organizationId: home.configured, itemId: mine }, { user: scheduler, services });
    expect(result).toEqual({ ok: true, data: 'ran' });
  });

  it('a route answers 404 for a path organization out of scope, without running', async () => {
    const handler = vi.fn(async () => ({ read: true }));
    const request = new Request(`http://127.0.0.1:3000/api/organizations/${outside.organization}/calendar-items`);
    const response = await runRoute({ role: 'viewer', scope: inOrganization }, handler, request, { organizationId: outside.organization }, { user: scheduler, services });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { kind: 'not_found' } });
    expect(handler).not.toHaveBeenCalled();
    expect((await emu.stats()).total).toBe(0);
    const ok = await runRoute({ role: 'viewer', scope: inOrganization }, handler, request, { organizationId: home.configured }, { user: scheduler, services });
    expect(ok.status).toBe(200);
  });
});
