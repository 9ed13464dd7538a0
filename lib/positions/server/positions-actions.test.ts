import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type AppServices } from '@/lib/server/access';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { createScheduleItem } from '@/lib/schedule/server';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { planningPositions } from './planning-positions';
import {
  addPosition,
  addPositionDefinition,
  removePosition,
  removePositionDefinition,
  renamePosition,
  renamePositionDefinition,
  setItemPosition,
  setItemPositionDefinition,
  setPersonPositions,
  setPersonPositionsDefinition,
} from './positions-actions';
import { positionsRead } from './positions-store';

// Positions through the whole action pipeline (role, validation, scope, audit) against the emulator
// over HTTP and a real PGlite database: what counts is what the organization's positions read says.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let organizationId: string;
let otherOrganizationId: string;
let userId: string;
let outsiderId: string;
let itemId: string;
let opened: OpenedDatabase;
let scheduler: SessionUser;
let viewer: SessionUser;
let services: AppServices;

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  otherOrganizationId = seed.organizations[1]!.id;
  userId = seed.users.find((u) => u.organizationIds.includes(organizationId))!.id;
  outsiderId = seed.users.find((u) => !u.organizationIds.includes(organizationId))!.id;
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
  await upsertOrganizationEntry(opened.db, { organizationId });
  await upsertOrganizationEntry(opened.db, { organizationId: otherOrganizationId });
  services = { ...app.services(), db: opened.db };
  itemId = (await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Ward 3 nights', start: dayAt(4, 22), end: dayAt(5, 6), timeZoneName: 'Europe/London' })).id;
});

afterAll(async () => {
  await opened?.close();
});

const as = (user: SessionUser) => ({ user, services });
const add = (name: unknown, user = scheduler, organization = organizationId) => runAction(addPositionDefinition, addPosition, { organizationId: organization, name }, as(user));
const rename = (positionId: string, name: unknown) => runAction(renamePositionDefinition, renamePosition, { organizationId, positionId, name }, as(scheduler));
const remove = (positionId: string, confirm?: boolean) => runAction(removePositionDefinition, removePosition, { organizationId, positionId, confirm }, as(scheduler));
const setItem = (positionId: unknown, user = scheduler) => runAction(setItemPositionDefinition, setItemPosition, { organizationId, itemId, positionId }, as(user));
const setPerson = (positionIds: unknown, who = userId, user = scheduler) => runAction(setPersonPositionsDefinition, setPersonPositions, { organizationId, userId: who, positionIds }, as(user));
const added = async (name: string) => {
  const result = await add(name);
  if (!result.ok) throw new Error(result.error.message);
  return result.data.id;
};
const read = () => positionsRead(opened.db, organizationId);
const idOf = async (name: string) => (await read()).positions.find((p) => p.name === name)!.id;

describe('an organization’s positions', () => {
  it('are added, renamed and listed by name; a name is unique whatever its case; each change is audited', async () => {
    const nurse = await added('  Nurse ');
    const desk = await added('Front desk');
    expect((await read()).positions).toEqual([
      { id: desk, name: 'Front desk' },
      { id: nurse, name: 'Nurse' },
    ]);
    expect(await add('NURSE')).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { name: ['“Nurse” already exists'] } } });
    expect(await rename(desk, 'nurse')).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { name: ['“Nurse” already exists'] } } });
    expect(await rename(desk, 'Reception')).toMatchObject({ ok: true, data: { id: desk, name: 'Reception' } });
    expect(await rename(nurse, 'nurse')).toMatchObject({ ok: true });
    // Another organization may have its own Nurse.
    expect(await add('Nurse', scheduler, otherOrganizationId)).toMatchObject({ ok: true });
    const audited = await opened.db.select().from(auditLog).where(like(auditLog.action, 'position.%')).orderBy(auditLog.id);
    expect(audited.map((a) => [a.action, a.outcome, a.after])).toEqual([
      ['position.added', 'success', { id: nurse, name: 'Nurse' }],
      ['position.added', 'success', { id: desk, name: 'Front desk' }],
      ['position.added', 'failure', null],
      ['position.renamed', 'failure', null],
      ['position.renamed', 'success', { name: 'Reception' }],
      ['position.renamed', 'success', { name: 'nurse' }],
      ['position.added', 'success', expect.objectContaining({ name: 'Nurse' })],
    ]);
  });

  it('refuse a bad name next to the field and change nothing', async () => {
    const before = await read();
    const cases: [unknown, string][] = [
      ['   ', 'Enter a name'],
      ['x'.repeat(41), 'At most 40 characters'],
      [42, 'Enter a name'],
    ];
    for (const [name, message] of cases) expect(await add(name)).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { name: [message] } } });
    expect(await rename(crypto.randomUUID(), 'Porter')).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { positionId: ['Not one of this organization’s positions'] } } });
    expect(await read()).toEqual(before);
  });
});

describe('an item’s position and a person’s positions', () => {
  it('are set, read back, cleared, and given to auto-fill in its terms', async () => {
    const [reception, nurse] = [await idOf('Reception'), await idOf('nurse')];
    expect(await setItem(nurse)).toMatchObject({ ok: true, data: { itemId, positionId: nurse } });
    expect(await setPerson([nurse, reception])).toMatchObject({ ok: true, data: { userId, positionIds: [nurse, reception] } });
    expect(await read()).toMatchObject({ items: { [itemId]: nurse }, people: { [userId]: [nurse, reception] } });
    const planning = await planningPositions(opened.db, organizationId, [itemId, '123']);
    expect([...planning.slots]).toEqual([
      [itemId, nurse],
      ['123', null],
    ]);
    expect(planning.people.get(userId)).toEqual([nurse, reception]);
    expect(await setPerson([nurse])).toMatchObject({ ok: true });
    expect(await setItem(null)).toMatchObject({ ok: true });
    expect(await read()).toMatchObject({ items: {}, people: { [userId]: [nurse] } });
    const audited = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'person.positions_set')).orderBy(auditLog.id);
    expect(audited.map((a) => [a.targetId, a.before, a.after])).toEqual([
      [userId, { positionIds: [] }, { positionIds: [nurse, reception] }],
      [userId, { positionIds: [nurse, reception] }, { positionIds: [nurse] }],
    ]);
    const itemAudit = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'calendar_item.position_set')).orderBy(auditLog.id);
    expect(itemAudit.map((a) => [a.targetId, a.before, a.after])).toEqual([
      [itemId, { positionId: null }, { positionId: nurse }],
      [itemId, { positionId: nurse }, { positionId: null }],
    ]);
  });

  it('refuse bad input next to the field, another organization’s position, outsiders and viewers, and keep what was there', async () => {
    const before = await read();
    const reception = await idOf('Reception');
    const foreign = (await positionsRead(opened.db, otherOrganizationId)).positions[0]!.id;
    expect(await setItem('nurse')).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { positionId: ['Choose a position'] } } });
    expect(await setItem(foreign)).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { positionId: ['Not one of this organization’s positions'] } } });
    expect(await setPerson([reception, reception])).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { positionIds: ['Each position once'] } } });
    expect(await setPerson([reception, foreign])).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { 'positionIds.1': ['Not one of this organization’s positions'] } } });
    expect(await setPerson([reception], outsiderId)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await setPerson([reception], userId, viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await setItem(reception, viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await add('Porter', viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await read()).toEqual(before);
  });

  it('an item of an organization outside the scope gets none', async () => {
    const reception = await idOf('Reception');
    const elsewhere = app.seed().organizations.find((o) => o.id !== organizationId && o.id !== otherOrganizationId)!.id;
    const result = await runAction(setItemPositionDefinition, setItemPosition, { organizationId: elsewhere, itemId, positionId: reception }, as(scheduler));
    expect(result.ok).toBe(false);
    expect((await read()).items).toEqual({});
  });
});

describe('removing a position', () => {
  it('in use is refused with what uses it until confirmed; then its links go with it', async () => {
    const nurse = await idOf('nurse');
    await setItem(nurse);
    expect(await remove(nurse)).toMatchObject({ ok: false, error: { kind: 'conflict', message: 'nurse is required by 1 shift and worked by 1 person. Remove it anyway? They will no longer require or have it.' } });
    expect((await read()).positions.map((p) => p.id)).toContain(nurse);
    expect(await remove(nurse, true)).toMatchObject({ ok: true, data: { id: nurse, items: 1, people: 1 } });
    expect(await read()).toMatchObject({ items: {}, people: {} });
    const unused = await added('Porter');
    expect(await remove(unused)).toMatchObject({ ok: true, data: { items: 0, people: 0 } });
    expect((await read()).positions.map((p) => p.name)).toEqual(['Reception']);
  });
});
