import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateFields } from '@/lib/shift-templates';
import { runAction, type AppServices } from '@/lib/server/access';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import type { SessionUser } from '@/lib/server/identity/types';
import { listScheduleItems, needsOfItem } from '@/lib/schedule/server';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { schedulerAgainstEmulator } from '@/test/support/scheduler-against-emulator';
import { createFromTemplate, createFromTemplateDefinition } from './create-from-template';
import { insertTemplate } from './template-store';

// "Creating from a template is one action": the item, its needs and its people, through the
// pipeline against the emulator over HTTP and a real PGlite database; a double booking asks first
// and a "no" leaves nothing behind.
const emu = emulatorForFile('demo');
const ZONE = 'America/New_York';
const file = schedulerAgainstEmulator(emu, { timeZone: ZONE });
let organizationId: string, people: string[], opened: OpenedDatabase, scheduler: SessionUser, viewer: SessionUser, services: AppServices;
let templateId: string;

// A far-off week, so the demo's own items never meet these.
const DAY = Date.UTC(2031, 2, 3, 12); // Monday 3 March 2031, 07:00 in New York
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ organizationId, opened, scheduler, viewer, services } = file);
  people = file.people.slice(0, 3);
  const template: TemplateFields = { name: 'Front desk', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '07:00', endTime: '15:00', needs: 3, notes: 'Keys in the safe', people: [people[1]!] };
  templateId = (await insertTemplate(opened.db, organizationId, template)).id;
});

afterAll(async () => {
  await opened?.close();
});

const fields = (start: number, change: object = {}) => ({
  organizationId,
  templateId,
  type: 'MULTI_ASSIGNEE_SHIFT',
  name: 'Front desk',
  notes: 'Keys in the safe',
  timeZoneName: ZONE,
  start,
  end: start + 8 * HOUR,
  needs: 3,
  people: [people[1]!],
  ...change,
});
const create = (input: object, user = scheduler) => runAction(createFromTemplateDefinition, createFromTemplate, input, { user, services });
const itemsOn = async (start: number) => (await listScheduleItems(services, organizationId, { from: start, to: start + 8 * HOUR })).filter((i) => i.start === start);

describe('creating an item from a template', () => {
  it('makes the item, its needs and its people in one action, audited once', async () => {
    const result = await create(fields(DAY, { assigneeUserId: people[0]! }));
    expect(result).toMatchObject({ ok: true, data: { needs: 3, refused: [] } });
    const item = result.ok ? (result.data as { item: { id: string } }).item : null;
    const [stored] = await itemsOn(DAY);
    expect(stored).toMatchObject({ id: item!.id, name: 'Front desk', notes: 'Keys in the safe', start: DAY, end: DAY + 8 * HOUR });
    expect(stored!.members.map((m) => m.userId).sort()).toEqual([people[0]!, people[1]!].sort());
    expect(await needsOfItem(opened.db, organizationId, item!.id)).toBe(3);
    const audit = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'calendar_item.created_from_template'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ outcome: 'success', targetId: item!.id, detail: { templateId, needs: 3 } });
  });

  it('asks about a double booking before writing anything, and creates on yes', async () => {
    const later = DAY + 2 * HOUR; // overlaps the first item, whose people are on it
    const refused = await create(fields(later));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(await itemsOn(later)).toEqual([]);
    const confirmed = await create(fields(later, { confirmConflicts: true }));
    expect(confirmed).toMatchObject({ ok: true });
    const [stored] = await itemsOn(later);
    expect(stored!.members.map((m) => m.userId)).toEqual([people[1]!]);
  });

  it('a working-time rule break is asked like a live assign (issue 27, point 4): a reason is needed, and the audit keeps it with the rule and the figures', async () => {
    await upsertOrganizationEntry(opened.db, { organizationId, timeZone: ZONE, workingTimeRules: { maxShiftMinutes: 6 * 60 } });
    const start = DAY + 7 * 24 * HOUR;
    const asked = await create(fields(start));
    expect(asked).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { ruleBreaks: [expect.stringMatching(/: shift 8 h, maximum 6 h\.$/)] } } });
    expect(await create(fields(start, { confirmConflicts: true, ruleBreakReason: ' ' }))).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { ruleBreakReason: [expect.any(String)] } } });
    expect(await itemsOn(start)).toEqual([]);
    const made = await create(fields(start, { confirmConflicts: true, ruleBreakReason: 'Short-staffed week' }));
    expect(made).toMatchObject({ ok: true });
    const [stored] = await itemsOn(start);
    expect(stored!.members.map((m) => m.userId)).toEqual([people[1]!]);
    const [entry] = (await opened.db.select().from(auditLog).where(eq(auditLog.action, 'calendar_item.created_from_template'))).filter((a) => a.targetId === stored!.id);
    expect(entry!.detail).toMatchObject({ ruleBreaks: { reason: 'Short-staffed week', people: [{ userId: people[1], breaks: [{ rule: 'maxShift', actual: 480, limit: 360 }] }] } });
    await upsertOrganizationEntry(opened.db, { organizationId, timeZone: ZONE, workingTimeRules: {} });
  });

  it('refuses bad input next to its field, a removed template, an outsider, a viewer; nothing is created', async () => {
    const start = DAY + 24 * HOUR;
    expect(await create(fields(start, { needs: 0 }))).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { needs: ['A whole number from 1 to 50'] } } });
    expect(await create(fields(start, { end: start }))).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await create(fields(start, { templateId: crypto.randomUUID() }))).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(await create(fields(start, { people: ['999999999'] }))).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await create(fields(start), viewer)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await itemsOn(start)).toEqual([]);
  });
});
