import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT64_ID_MESSAGE } from '@/lib/contract/ids';
import { runAction } from '@/lib/server/access/run-action';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { auditLog, enterpriseEntries, organizationEntries } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import type { AppServices } from '@/lib/server/access/services';
import { servicesFor } from '@/test/support/test-services';
import { createSession, lookupSession } from '@/lib/server/identity/session-store';
import { TEST_PASSWORD } from '@/test/support/test-database';
import { CONFIRM_NEEDED_MESSAGE } from '@/lib/server/access/reauthentication-step';
import {
  removeEnterpriseDefinition,
  removeEnterpriseHandler,
  removeOrganizationDefinition,
  removeOrganizationHandler,
  saveEnterpriseDefinition,
  saveEnterpriseHandler,
  saveOrganizationDefinition,
  saveOrganizationHandler,
} from './entry-point-actions';

// The settings page's entry-point actions through the real pipeline (runAction) on a real,
// migrated in-memory database: validation, refusal, conflicts, before/after audit entries.

let opened: OpenedDatabase;
let services: AppServices;
let admin: SessionUser;
let viewer: SessionUser;
beforeAll(async () => {
  opened = await openTestDatabase();
  services = servicesFor(opened.db);
  admin = toSessionUser(await addTestUser(opened, 'admin'));
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
});
afterAll(async () => opened.close());

// A session that confirmed the password a moment ago: the changes below are not asked for it again.
const as = (user: SessionUser) => ({ user, services, session: { id: 'confirmed-just-now', reauthenticatedAt: new Date() } });
const saveEnterprise = (raw: unknown, user = admin) => runAction(saveEnterpriseDefinition, saveEnterpriseHandler, raw, as(user));
const removeEnterprise = (raw: unknown, user = admin) => runAction(removeEnterpriseDefinition, removeEnterpriseHandler, raw, as(user));
const saveOrganization = (raw: unknown, user = admin) => runAction(saveOrganizationDefinition, saveOrganizationHandler, raw, as(user));
const removeOrganization = (raw: unknown, user = admin) => runAction(removeOrganizationDefinition, removeOrganizationHandler, raw, as(user));

const audits = (action: string) => opened.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
const enterprises = () => opened.db.select().from(enterpriseEntries).orderBy(asc(enterpriseEntries.enterpriseId));
const organizations = () => opened.db.select().from(organizationEntries).orderBy(asc(organizationEntries.organizationId));

const ENT = '9223372036854775807';
const ORG = '9007199254740993'; // 2^53 + 1: a Number would turn it into ...992

describe('enterprise entry points', () => {
  it('adds one, keeping the int64 id exact, and audits before/after', async () => {
    const result = await saveEnterprise({ mode: 'create', enterpriseId: ` ${ENT} `, displayName: ' Acme ' });
    expect(result).toEqual({ ok: true, data: { enterpriseId: ENT, displayName: 'Acme' } });
    expect((await enterprises()).map((e) => [e.enterpriseId, e.displayName])).toEqual([[ENT, 'Acme']]);
    const [row] = await audits('settings.enterprise_saved');
    expect(row).toMatchObject({ outcome: 'success', actorEmail: admin.email, targetType: 'enterprise_entry', targetId: ENT });
    expect(row?.before).toBeNull();
    expect(row?.after).toEqual({ enterpriseId: ENT, displayName: 'Acme' });
    expect(row?.detail).toEqual({ mode: 'create' });
  });

  it('refuses to add an id that is already configured, with a message on the id, and changes nothing', async () => {
    const result = await saveEnterprise({ mode: 'create', enterpriseId: ENT, displayName: 'Overwritten' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('conflict');
      expect(result.error.fieldErrors?.enterpriseId?.[0]).toMatch(/already configured/);
    }
    expect((await enterprises())[0]?.displayName).toBe('Acme');
    expect((await audits('settings.enterprise_saved')).at(-1)).toMatchObject({ outcome: 'failure' });
  });

  it('renames one, auditing the old and the new name', async () => {
    const result = await saveEnterprise({ mode: 'update', enterpriseId: ENT, displayName: 'Acme Ltd' });
    expect(result.ok).toBe(true);
    const row = (await audits('settings.enterprise_saved')).at(-1);
    expect(row).toMatchObject({ outcome: 'success', before: { enterpriseId: ENT, displayName: 'Acme' }, after: { enterpriseId: ENT, displayName: 'Acme Ltd' } });
  });

  it('refuses bad ids and names with field messages, stores and audits nothing', async () => {
    const before = (await audits('settings.enterprise_saved')).length;
    for (const enterpriseId of ['abc', '99999999999999999999']) {
      const result = await saveEnterprise({ mode: 'create', enterpriseId, displayName: 'X' });
      expect(result.ok ? null : result.error).toMatchObject({ kind: 'invalid_input', fieldErrors: { enterpriseId: [INT64_ID_MESSAGE] } });
    }
    const blank = await saveEnterprise({ mode: 'create', enterpriseId: '12', displayName: '  ' });
    expect(blank.ok ? null : blank.error.fieldErrors).toEqual({ displayName: ['Enter a display name.'] });
    expect(await enterprises()).toHaveLength(1);
    expect(await audits('settings.enterprise_saved')).toHaveLength(before);
  });

  it('refuses a viewer, recording the refusal', async () => {
    const result = await saveEnterprise({ mode: 'create', enterpriseId: '12', displayName: 'Sneaky' }, viewer);
    expect(result.ok ? null : result.error.kind).toBe('forbidden');
    expect(await enterprises()).toHaveLength(1);
    expect((await audits('settings.enterprise_saved')).at(-1)).toMatchObject({ outcome: 'refused', actorEmail: viewer.email });
  });

  it('answers not_found when changing or removing an entry that is gone', async () => {
    const update = await saveEnterprise({ mode: 'update', enterpriseId: '12', displayName: 'Ghost' });
    expect(update.ok ? null : update.error.kind).toBe('not_found');
    const remove = await removeEnterprise({ enterpriseId: '12' });
    expect(remove.ok ? null : remove.error.kind).toBe('not_found');
    expect(await enterprises()).toHaveLength(1);
  });
});

const noRules = { minRestMinutes: null, maxShiftMinutes: null, maxDayMinutes: null, maxConsecutiveDays: null, maxShiftsPerDay: null };

describe('organization entry points', () => {
  it('adds one linked to a configured enterprise, with an IANA zone', async () => {
    const result = await saveOrganization({ mode: 'create', organizationId: ORG, enterpriseId: ENT, displayName: 'North', timeZone: 'Europe/Paris' });
    expect(result).toEqual({ ok: true, data: { organizationId: ORG, enterpriseId: ENT, displayName: 'North', timeZone: 'Europe/Paris', weeklyHoursThreshold: null, workingTimeRules: noRules } });
    expect((await organizations()).map((o) => o.organizationId)).toEqual([ORG]);
    expect((await audits('settings.organization_saved')).at(-1)).toMatchObject({ outcome: 'success', targetId: ORG, before: null });
  });

  it('refuses a link to an enterprise that is not configured, on the enterprise field', async () => {
    const result = await saveOrganization({ mode: 'create', organizationId: '77', enterpriseId: '12', displayName: 'South', timeZone: 'UTC' });
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'invalid_input', fieldErrors: { enterpriseId: [expect.stringMatching(/not configured/)] } });
    expect(await organizations()).toHaveLength(1);
  });

  it('refuses a bad id or time zone next to the field and stores nothing', async () => {
    const result = await saveOrganization({ mode: 'create', organizationId: '99999999999999999999', enterpriseId: '', displayName: 'X', timeZone: 'Mars/Olympus' });
    expect(result.ok ? null : result.error.fieldErrors).toEqual({
      organizationId: [INT64_ID_MESSAGE],
      timeZone: ['Must be an IANA time zone such as Europe/Paris'],
    });
    expect(await opened.db.select().from(organizationEntries).where(like(organizationEntries.organizationId, '9999%'))).toHaveLength(0);
  });

  it('edits one (name, zone, unlinking) and audits before/after', async () => {
    const result = await saveOrganization({ mode: 'update', organizationId: ORG, enterpriseId: '', displayName: 'North Shop', timeZone: 'America/New_York' });
    expect(result.ok).toBe(true);
    const row = (await audits('settings.organization_saved')).at(-1);
    expect(row?.before).toEqual({ organizationId: ORG, enterpriseId: ENT, displayName: 'North', timeZone: 'Europe/Paris', weeklyHoursThreshold: null, workingTimeRules: noRules });
    expect(row?.after).toEqual({ organizationId: ORG, enterpriseId: null, displayName: 'North Shop', timeZone: 'America/New_York', weeklyHoursThreshold: null, workingTimeRules: noRules });
  });

  it('sets a weekly hours threshold in decimal hours (kept in minutes, audited in hours); bad input changes nothing', async () => {
    const base = { mode: 'update', organizationId: ORG, enterpriseId: '', displayName: 'North Shop', timeZone: 'America/New_York' };
    expect((await saveOrganization({ ...base, weeklyHoursThreshold: '37,5' })).ok).toBe(true);
    expect((await organizations())[0]?.weeklyHoursThresholdMinutes).toBe(2250);
    expect((await audits('settings.organization_saved')).at(-1)).toMatchObject({ before: { weeklyHoursThreshold: null, workingTimeRules: noRules }, after: { weeklyHoursThreshold: 37.5 } });
    for (const [typed, message] of [
      ['lots', 'Enter hours as a number such as 40 or 37.5, or leave it empty.'],
      ['169', 'Between 1 and 168 hours a week.'],
      ['40.125', 'Enter hours as a number such as 40 or 37.5, or leave it empty.'],
    ]) {
      const refused = await saveOrganization({ ...base, weeklyHoursThreshold: typed });
      expect(refused.ok ? null : refused.error.fieldErrors).toEqual({ weeklyHoursThreshold: [message] });
    }
    expect((await organizations())[0]?.weeklyHoursThresholdMinutes).toBe(2250);
    expect((await saveOrganization({ ...base, weeklyHoursThreshold: ' ' })).ok).toBe(true);
    expect((await organizations())[0]?.weeklyHoursThresholdMinutes).toBeNull();
  });

  it('sets the working-time rules (hours kept in minutes, audited); one bad rule changes nothing', async () => {
    const base = { mode: 'update', organizationId: ORG, enterpriseId: '', displayName: 'North Shop', timeZone: 'America/New_York' };
    expect((await saveOrganization({ ...base, minRestHours: '11', maxShiftHours: '9,5', maxConsecutiveDays: '6' })).ok).toBe(true);
    const rules = { ...noRules, minRestMinutes: 660, maxShiftMinutes: 570, maxConsecutiveDays: 6 };
    expect((await organizations())[0]?.workingTimeRules).toEqual(rules);
    expect((await audits('settings.organization_saved')).at(-1)).toMatchObject({ before: { workingTimeRules: noRules }, after: { workingTimeRules: rules } });
    const refused = await saveOrganization({ ...base, minRestHours: '8', maxShiftsPerDay: '0' });
    expect(refused.ok ? null : refused.error.fieldErrors).toEqual({ maxShiftsPerDay: ['Between 1 and 24 shifts.'] });
    expect((await organizations())[0]?.workingTimeRules).toEqual(rules);
    expect((await saveOrganization(base)).ok).toBe(true);
    expect((await organizations())[0]?.workingTimeRules).toEqual(noRules);
  });

  it('keeps a link to an enterprise removed since, when the admin saves without changing it', async () => {
    await saveOrganization({ mode: 'update', organizationId: ORG, enterpriseId: ENT, displayName: 'North Shop', timeZone: 'America/New_York' });
    expect((await removeEnterprise({ enterpriseId: ENT })).ok).toBe(true);
    const kept = await saveOrganization({ mode: 'update', organizationId: ORG, enterpriseId: ENT, displayName: 'North Store', timeZone: 'America/New_York' });
    expect(kept.ok).toBe(true);
    expect((await organizations())[0]).toMatchObject({ enterpriseId: ENT, displayName: 'North Store' });
    expect((await audits('settings.enterprise_removed')).at(-1)).toMatchObject({ outcome: 'success', before: { enterpriseId: ENT, displayName: 'Acme Ltd' }, after: null });
  });

  it('removes one, auditing what it was', async () => {
    const result = await removeOrganization({ organizationId: ORG });
    expect(result).toEqual({ ok: true, data: { organizationId: ORG } });
    expect(await organizations()).toHaveLength(0);
    const row = (await audits('settings.organization_removed')).at(-1);
    expect(row).toMatchObject({ outcome: 'success', targetId: ORG, after: null, before: { organizationId: ORG, displayName: 'North Store' } });
  });
});

describe('every entry-point change asks for the password again', () => {
  /** A fresh session of the admin that has not confirmed its password. */
  async function freshSession() {
    const { token } = await createSession(opened.db, { userId: admin.id, role: 'admin' });
    const found = await lookupSession(opened.db, token);
    if (!found) throw new Error('no session');
    return { user: found.user, services, session: { id: found.sessionId, reauthenticatedAt: found.reauthenticatedAt }, client: '192.0.2.20' };
  }
  const NEW_ORG = '424242';
  const NEW_ENT = '434343';
  const changes = [
    ['adding an enterprise', () => [saveEnterpriseDefinition, saveEnterpriseHandler, { mode: 'create', enterpriseId: NEW_ENT, displayName: 'Wider' }]],
    ['adding an organization', () => [saveOrganizationDefinition, saveOrganizationHandler, { mode: 'create', organizationId: NEW_ORG, displayName: 'Wider', timeZone: 'UTC' }]],
    ['editing an organization', () => [saveOrganizationDefinition, saveOrganizationHandler, { mode: 'update', organizationId: NEW_ORG, displayName: 'Renamed', timeZone: 'UTC' }]],
    ['removing an organization', () => [removeOrganizationDefinition, removeOrganizationHandler, { organizationId: NEW_ORG }]],
    ['removing an enterprise', () => [removeEnterpriseDefinition, removeEnterpriseHandler, { enterpriseId: NEW_ENT }]],
  ] as const;

  it.each(changes)('%s: refused without it, on the password field, changing nothing; done with it', async (_what, change) => {
    const [definition, handler, input] = change() as unknown as [typeof saveEnterpriseDefinition, typeof saveEnterpriseHandler, Record<string, unknown>];
    const before = [await enterprises(), await organizations()];
    const refused = await runAction(definition, handler, input, await freshSession());
    expect(refused.ok ? null : refused.error).toMatchObject({ kind: 'unauthorised', fieldErrors: { confirmPassword: [CONFIRM_NEEDED_MESSAGE] } });
    expect([await enterprises(), await organizations()]).toEqual(before);
    const done = await runAction(definition, handler, { ...input, confirmPassword: TEST_PASSWORD }, await freshSession());
    expect(done.ok).toBe(true);
  });
});
