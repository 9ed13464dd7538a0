import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateFields } from '@/lib/shift-templates';
import { runAction, type AppServices } from '@/lib/server/access';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { addTemplate, addTemplateDefinition, editTemplate, editTemplateDefinition, removeTemplate, removeTemplateDefinition } from './template-actions';
import { templatesOf } from './template-store';

// Shift templates through the whole action pipeline (role, validation, scope, audit) against the
// emulator over HTTP (membership of default people) and a real PGlite database.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let organizationId: string;
let otherOrganizationId: string;
let memberId: string;
let outsiderId: string;
let opened: OpenedDatabase;
let scheduler: SessionUser;
let viewer: SessionUser;
let services: AppServices;

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  otherOrganizationId = seed.organizations[1]!.id;
  memberId = seed.users.find((u) => u.organizationIds.includes(organizationId))!.id;
  outsiderId = seed.users.find((u) => !u.organizationIds.includes(organizationId))!.id;
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
  for (const id of [organizationId, otherOrganizationId]) await upsertOrganizationEntry(opened.db, { organizationId: id, timeZone: 'America/New_York' });
  services = { ...app.services(), db: opened.db };
});

afterAll(async () => {
  await opened?.close();
});

const frontDesk: TemplateFields = { name: 'Front desk', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '07:00', endTime: '15:00', needs: 2, notes: 'Keys in the safe', people: [] };
const add = (template: unknown, user = scheduler, org = organizationId) => runAction(addTemplateDefinition, addTemplate, { organizationId: org, template }, { user, services });
const edit = (templateId: string, template: unknown, user = scheduler) => runAction(editTemplateDefinition, editTemplate, { organizationId, templateId, template }, { user, services });
const remove = (templateId: string, user = scheduler) => runAction(removeTemplateDefinition, removeTemplate, { organizationId, templateId }, { user, services });
const audited = async () =>
  (await opened.db.select().from(auditLog).where(like(auditLog.action, 'shift_template.%')).orderBy(auditLog.id)).map((a) => [a.action, a.outcome, a.before, a.after]);

describe('shift templates', () => {
  it('a scheduler adds, edits and removes one; each step is audited with before and after', async () => {
    const added = await add({ ...frontDesk, people: [memberId] });
    expect(added).toMatchObject({ ok: true, data: { ...frontDesk, people: [memberId] } });
    const id = added.ok ? added.data.id : '';
    const night = { ...frontDesk, name: 'Night', startTime: '22:00', endTime: '06:00', needs: 1, people: [] };
    expect(await edit(id, night)).toMatchObject({ ok: true, data: { id, ...night } });
    expect(await templatesOf(opened.db, organizationId)).toEqual([{ id, ...night }]);
    expect(await remove(id)).toEqual({ ok: true, data: { id } });
    expect(await templatesOf(opened.db, organizationId)).toEqual([]);
    expect(await audited()).toEqual([
      ['shift_template.added', 'success', null, { ...frontDesk, people: [memberId] }],
      ['shift_template.edited', 'success', { ...frontDesk, people: [memberId] }, night],
      ['shift_template.removed', 'success', night, null],
    ]);
  });

  it('refuses bad input next to its field, a name taken in any case, an outsider as a default person; nothing changes', async () => {
    const kept = await add(frontDesk);
    const id = kept.ok ? kept.data.id : '';
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ...frontDesk, name: 'FRONT DESK ' }, { 'template.name': ['Another template has this name'] }],
      [{ ...frontDesk, name: 'Late', endTime: '07:00' }, { 'template.endTime': ['Ends after it starts (an end before the start is the next day)'] }],
      [{ ...frontDesk, name: 'Late', needs: 0 }, { 'template.needs': ['A whole number from 1 to 50'] }],
      [{ ...frontDesk, name: 'Late', startTime: '25:00' }, { 'template.startTime': ['A time like 09:00'] }],
    ];
    for (const [bad, fieldErrors] of cases) expect(await add(bad)).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors } });
    expect(await add({ ...frontDesk, name: 'Late', people: [outsiderId] })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await add({ ...frontDesk, name: 'Late' })).toMatchObject({ ok: true }); // another name is fine
    expect(await add(frontDesk, scheduler, otherOrganizationId)).toMatchObject({ ok: true }); // the same name in another organization is fine
    expect(await edit(id, { ...frontDesk, name: 'late' })).toMatchObject({ ok: false, error: { fieldErrors: { 'template.name': ['Another template has this name'] } } });
    expect(await edit(id, { ...frontDesk, name: 'front desk' })).toMatchObject({ ok: true }); // its own name, in another case
    expect((await templatesOf(opened.db, organizationId)).map((t) => t.name)).toEqual(['front desk', 'Late']);
  });

  it('are a scheduler’s to change, not a viewer’s, and only in organizations in scope', async () => {
    const before = await templatesOf(opened.db, organizationId);
    const id = before[0]!.id;
    expect(await add({ ...frontDesk, name: 'Viewer' }, viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await edit(id, { ...frontDesk, name: 'Viewer' }, viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await remove(id, viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await add({ ...frontDesk, name: 'Nowhere' }, scheduler, '999999999')).toMatchObject({ ok: false, error: { kind: 'not_found' } }); // not an organization of this dashboard
    expect(await remove(crypto.randomUUID())).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(await templatesOf(opened.db, organizationId)).toEqual(before);
    expect((await opened.db.select().from(auditLog).where(eq(auditLog.action, 'access.out_of_scope'))).length).toBe(1);
  });
});
