import 'server-only';
import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messagingCapabilities } from '@/lib/messages/capabilities';
import { runAction } from '@/lib/server/access/run-action';
import { createScopeCheck, type ScopeCheck } from '@/lib/server/access/scope-check';
import { seedDemoEntryPoints } from '@/lib/server/entry-points';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import type { SessionUser } from '@/lib/server/identity/types';
import type { AppServices } from '@/lib/server/access/services';
import { servicesFor } from '@/test/support/test-services';
import { auditLog, messageOutbox } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { createUpstreamClient } from '@/lib/server/upstream/client';
import { staticTokenSource } from '@/lib/server/upstream/static-token-source';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { insertConversationsIfAbsent, listConversations } from './conversations';
import { seedDemoMessaging } from './demo-messaging';
import {
  removeConversationDefinition,
  removeConversationHandler,
  saveConversationDefinition,
  saveConversationHandler,
  saveTemplateDefinition,
  saveTemplateHandler,
  sendMessageDefinition,
  sendMessageHandler,
  type MessagingRuntime,
} from './message-actions';
import { getTemplate } from './templates';
import { emulatorMessages } from '@/test/support/emulator-messages';

// The messages actions through the real pipeline (runAction: role -> input -> handler -> audit)
// with a real database and the emulator: bad input is refused with messages on the fields and
// nothing is written or sent; roles and the scope (the demo's entry points) are enforced by the
// action itself.

const emu = emulatorForFile('demo');
let opened: OpenedDatabase;
let scheduler: SessionUser;
let viewer: SessionUser;
let admin: SessionUser;
let runtime: MessagingRuntime;
let scope: ScopeCheck;
let services: AppServices;
let outsideOrganization: string;
let scopes: string[] | null = null;

beforeAll(async () => {
  opened = await openTestDatabase();
  const seed = await emu.seed();
  await seedDemoMessaging(opened.db, emu.url);
  await seedDemoEntryPoints(opened.db, emu.url);
  outsideOrganization = seed.otherEnterprise!.organizations[0]!.id;
  [scheduler, viewer, admin] = await Promise.all([addTestUser(opened, 'scheduler'), addTestUser(opened, 'viewer'), addTestUser(opened, 'admin')]);
  const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: { attempts: 1 } });
  runtime = { client: () => client, capabilities: async () => messagingCapabilities(scopes) };
  scope = createScopeCheck(client);
  services = servicesFor(opened.db, { scope });
});
afterAll(async () => opened?.close());
beforeEach(async () => {
  scopes = null;
  await emu.reset('demo');
  await opened.db.execute(sql`truncate message_outbox, audit_log`);
});

const send = (raw: unknown, user: SessionUser = scheduler) => runAction(sendMessageDefinition, sendMessageHandler(runtime), raw, { user, services });
const asAdmin = () => ({ user: admin, services });

async function validInput(extra: Record<string, unknown> = {}) {
  const conversation = (await listConversations(opened.db)).find((c) => !c.everyone)!;
  return { sendKey: randomUUID(), templateId: 'announcement', values: { title: 'Hello', body: 'World' }, savedConversationIds: [conversation.id], ...extra };
}

async function nothingHappened() {
  expect(await opened.db.$count(messageOutbox)).toBe(0);
  const { cards, messages } = await emulatorMessages(emu);
  expect(cards).toEqual([]);
  expect(messages).toEqual([]);
}

describe('sendMessage action', () => {
  it('sends for a scheduler and answers each conversation’s state', async () => {
    const result = await send(await validInput());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.rows.map((r) => r.state)).toEqual(['sent']);
    expect((await emulatorMessages(emu)).messages).toHaveLength(1);
  });

  it('refuses a viewer (audited as refused) and sends nothing', async () => {
    const result = await send(await validInput(), viewer);
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    await nothingHappened();
    const [entry] = await opened.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ outcome: 'refused', actorEmail: viewer.email });
  });

  it('refuses bad input with messages on the fields; nothing is written or sent', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ values: { title: '  ', body: 'b' } }, 'values.title', /Title is required/],
      [{ values: { title: 't', body: 'b'.repeat(1001) } }, 'values.body', /too long/],
      [{ templateId: 'no-such-template' }, 'templateId', /not set up/],
      [{ savedConversationIds: [] }, 'targets', /at least one conversation/],
      [{ savedConversationIds: ['gone'] }, 'targets', /no longer saved/],
      [{ sendKey: 'again' }, 'sendKey', /reload the page/],
    ];
    for (const [change, field, message] of cases) {
      const result = await send(await validInput(change));
      expect(result.ok, field).toBe(false);
      if (result.ok) continue;
      expect(result.error.kind, field).toBe('invalid_input');
      expect(result.error.fieldErrors?.[field]?.[0], field).toMatch(message);
    }
    await nothingHappened();
  });

  it('what the token’s scopes do not allow is refused before anything is written', async () => {
    scopes = ['CALENDAR_VIEW'];
    expect(await send(await validInput())).toMatchObject({ ok: false, error: { kind: 'forbidden', message: expect.stringContaining('MESSAGE_CONVERSATION') } });
    scopes = ['MESSAGE_CONVERSATION'];
    const everyone = (await listConversations(opened.db)).find((c) => c.everyone)!;
    const refused = await send(await validInput({ savedConversationIds: [everyone.id] }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.fieldErrors?.targets?.[0]).toMatch(/MESSAGE_EVERYONE/);
    await nothingHappened();
  });
});

describe('templates and saved conversations (admins)', () => {
  it('saves a template with its keys, audited; a scheduler is refused', async () => {
    const raw = { mode: 'create', templateId: 'rota-change', displayName: 'Rota change', keys: [{ key: 'title', label: 'Title', required: true, maxLength: '80' }, { key: 'note', label: 'Note', required: false, maxLength: '' }] };
    expect(await runAction(saveTemplateDefinition, saveTemplateHandler, raw, { user: scheduler, services })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    const saved = await runAction(saveTemplateDefinition, saveTemplateHandler, raw, { user: admin, services });
    expect(saved).toMatchObject({ ok: true });
    expect(await getTemplate(opened.db, 'rota-change')).toEqual({ templateId: 'rota-change', displayName: 'Rota change', keys: [{ key: 'title', label: 'Title', required: true, maxLength: 80 }, { key: 'note', label: 'Note', required: false, maxLength: null }] });
    const again = await runAction(saveTemplateDefinition, saveTemplateHandler, raw, { user: admin, services });
    expect(again).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { templateId: [expect.stringMatching(/already set up/)] } } });
    const actions = (await opened.db.select().from(auditLog).orderBy(auditLog.id)).map((e) => [e.action, e.outcome]);
    expect(actions).toEqual([['messages.template_saved', 'refused'], ['messages.template_saved', 'success'], ['messages.template_saved', 'failure']]);
  });

  it('saves a conversation with int64 ids (never rounded), refuses a duplicate on the field, removes it', async () => {
    await upsertOrganizationEntry(opened.db, { organizationId: '9123456789012345678' }); // in scope: configured
    const raw = { mode: 'create', name: 'Night shift', organizationId: '9123456789012345678', conversationId: '9123456789012345679', everyone: false };
    const saved = await runAction(saveConversationDefinition, saveConversationHandler, raw, { user: admin, services });
    expect(saved).toMatchObject({ ok: true, data: { organizationId: '9123456789012345678', conversationId: '9123456789012345679' } });
    const duplicate = await runAction(saveConversationDefinition, saveConversationHandler, { ...raw, name: 'Copy' }, { user: admin, services });
    expect(duplicate).toMatchObject({ ok: false, error: { kind: 'conflict', fieldErrors: { conversationId: [expect.stringMatching(/already saved/)] } } });
    const bad = await runAction(saveConversationDefinition, saveConversationHandler, { ...raw, conversationId: '9223372036854775808' }, { user: admin, services });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input', fieldErrors: { conversationId: [expect.stringMatching(/whole-number id/)] } } });
    if (!saved.ok) return;
    expect(await runAction(removeConversationDefinition, removeConversationHandler, { id: saved.data.id }, { user: admin, services })).toMatchObject({ ok: true });
    expect((await listConversations(opened.db)).some((c) => c.name === 'Night shift')).toBe(false);
  });
});

describe('the scope: conversations of configured organizations only', () => {
  it('an admin cannot save a conversation of an organization outside the entry points (audited, nothing saved)', async () => {
    const raw = { mode: 'create', name: 'Front office', organizationId: outsideOrganization, conversationId: '9123456789012345670', everyone: false };
    expect(await runAction(saveConversationDefinition, saveConversationHandler, raw, asAdmin())).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect((await listConversations(opened.db)).some((c) => c.organizationId === outsideOrganization)).toBe(false);
    const [entry] = await opened.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'access.out_of_scope', outcome: 'refused', actorEmail: admin.email, targetType: 'organization', targetId: outsideOrganization });
  });

  it('a saved conversation whose organization is outside the entry points is not sent to: nothing written, nothing sent', async () => {
    const seed = await emu.seed();
    const outside = seed.otherEnterprise!.conversations[0]!;
    await insertConversationsIfAbsent(opened.db, [{ name: 'Saved before', organizationId: outside.organizationId, conversationId: outside.conversationId, everyone: false }]);
    const saved = (await listConversations(opened.db)).find((c) => c.organizationId === outsideOrganization)!;
    const inside = (await validInput()).savedConversationIds;
    expect(await send(await validInput({ savedConversationIds: [...inside, saved.id] }))).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    await nothingHappened();
    const [entry] = await opened.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'access.out_of_scope', targetId: outsideOrganization, detail: { attempted: 'sendMessage' } });
  });
});
