import 'server-only';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/support/test-database';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { listConversations, saveConversation } from './conversations';
import { seedDemoMessaging } from './demo-messaging';
import { listTemplates } from './templates';
import { captureLogs } from '@/test/support/capture-logs';

const emu = emulatorForFile('demo');
let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => opened?.close());

describe('seedDemoMessaging', () => {
  it('copies the emulator’s templates (keys, labels, required) and conversations into empty tables, once', async () => {
    const seed = await emu.seed();
    expect(await seedDemoMessaging(opened.db, emu.url)).toEqual({ templates: seed.templates.length, conversations: seed.conversations.length });
    const templates = await listTemplates(opened.db);
    const announcement = templates.find((t) => t.templateId === 'announcement');
    expect(announcement).toEqual({
      templateId: 'announcement',
      displayName: 'Announcement',
      keys: [
        { key: 'title', label: 'Title', required: true, maxLength: null },
        { key: 'body', label: 'Body', required: true, maxLength: null },
        { key: 'footer', label: 'Footer', required: false, maxLength: null },
      ],
    });
    const conversations = await listConversations(opened.db);
    expect(conversations.map((c) => [c.organizationId, c.conversationId, c.name, c.everyone]).sort()).toEqual(
      seed.conversations.map((c) => [c.organizationId, c.conversationId, c.name, c.everyone]).sort(),
    );
    expect(await seedDemoMessaging(opened.db, emu.url)).toEqual({ templates: 0, conversations: 0 });
  });

  it('leaves a table an admin has filled alone, and carries on when the emulator cannot be reached', async () => {
    const fresh = await openTestDatabase();
    const logs = captureLogs();
    try {
      await logs.during(async () => {
        await saveConversation(fresh.db, { mode: 'create', name: 'Mine', organizationId: '42', conversationId: '43', everyone: false });
        const result = await seedDemoMessaging(fresh.db, emu.url);
        expect(result.conversations).toBe(0);
        expect(result.templates).toBeGreaterThan(0);
        expect((await listConversations(fresh.db)).map((c) => c.name)).toEqual(['Mine']);
        const other = await openTestDatabase();
        expect(await seedDemoMessaging(other.db, 'http://127.0.0.1:9')).toEqual({ templates: 0, conversations: 0 });
        expect(logs.lines()).toEqual([expect.objectContaining({ level: 'warn', msg: 'demo templates and conversations not loaded', serviceBaseUrl: 'http://127.0.0.1:9' })]);
        await other.close();
      });
    } finally {
      await fresh.close();
    }
  });
});
