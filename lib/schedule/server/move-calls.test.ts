import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type AppServices } from '@/lib/server/access';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { createScheduleItem } from './calendar-service';
import { moveItem, moveItemDefinition } from './item-actions';

// One drag through the whole action pipeline (scope guard, version check, write, audit) against the
// emulator over HTTP, counting what reaches the service: the scope guard's read of the item is the
// version check's too, and the patch's answer is the item after it (docs/decisions/write-conflicts.md).
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let organizationId: string;
let opened: OpenedDatabase;
let scheduler: SessionUser;
/** The app's client, token store and scope check, on this file's database (its user and entry point). */
let callerServices: AppServices;

beforeAll(async () => {
  organizationId = app.seed().organizations[0]!.id;
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  await upsertOrganizationEntry(opened.db, { organizationId });
  callerServices = { ...app.services(), db: opened.db };
});

afterAll(async () => {
  await emu.behaviour({ patchResponse: 'item' });
  await opened?.close();
});

async function moveOnce(expectedVersion?: string) {
  const item = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Dragged', start: dayAt(3, 9), end: dayAt(3, 17), timeZoneName: 'Europe/London' });
  await emu.resetStats();
  const input = { organizationId, itemId: item.id, expectedVersion: expectedVersion ?? item.version, force: false, start: dayAt(3, 10), end: dayAt(3, 18) };
  const result = await runAction(moveItemDefinition, moveItem, input, { user: scheduler, services: callerServices });
  return { item, result, calls: (await emu.stats()).byRoute };
}

describe('one move, as the service sees it', () => {
  it('is one read of the item and one patch, nothing else', async () => {
    const { result, calls } = await moveOnce();
    expect(result).toMatchObject({ ok: true, data: { status: 'saved', before: { start: dayAt(3, 9) }, item: { start: dayAt(3, 10), end: dayAt(3, 18) } } });
    expect(calls).toEqual({ 'GET /connect/calendar-items/:id': { 200: 1 }, 'PATCH /connect/calendar-items/:id': { 200: 1 } });
  });

  it('a move that conflicts reads the item once and writes nothing', async () => {
    const { result, calls } = await moveOnce('not-the-version');
    expect(result).toMatchObject({ ok: true, data: { status: 'conflict', current: { start: dayAt(3, 9) } } });
    expect(calls).toEqual({ 'GET /connect/calendar-items/:id': { 200: 1 } });
  });

  it('reads the item back when the patch answers nothing (patchResponse: empty)', async () => {
    await emu.behaviour({ patchResponse: 'empty' });
    const { result, calls } = await moveOnce();
    expect(result).toMatchObject({ ok: true, data: { status: 'saved', item: { start: dayAt(3, 10) } } });
    expect(calls).toEqual({ 'GET /connect/calendar-items/:id': { 200: 2 }, 'PATCH /connect/calendar-items/:id': { 200: 1 } });
  });
});
