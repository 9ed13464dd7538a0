import { afterAll, beforeAll, expect, it } from 'vitest';
import { listConversations } from '@/lib/messages/server/conversations';
import { seedDemoMessaging } from '@/lib/messages/server/demo-messaging';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { openTestDatabase } from '@/test/support/test-database';
import { publishAnnounceChoices } from './announce-choices';

// The Publish dialog's conversations: none until the card template is set up; then the
// organization's saved conversations, by the conversation id a publish announces to.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let opened: OpenedDatabase;
beforeAll(async () => {
  await emu.stats().catch(() => undefined);
  opened = await openTestDatabase();
});
afterAll(async () => opened?.close());

it('offers nothing before Messages is set up, then the organization’s saved conversations only', async () => {
  const organizationId = app.seed().organizations[0]!.id;
  expect(await publishAnnounceChoices(opened.db, organizationId)).toEqual([]);
  await seedDemoMessaging(opened.db, emu.url);
  const saved = (await listConversations(opened.db)).filter((c) => c.organizationId === organizationId);
  expect(saved.length).toBeGreaterThan(0);
  expect(await publishAnnounceChoices(opened.db, organizationId)).toEqual(saved.map((c) => ({ id: c.conversationId, name: c.name })));
  expect(await publishAnnounceChoices(opened.db, '7999999999999999999')).toEqual([]);
});
