import 'server-only';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageOutbox } from '@/lib/server/db/schema';
import { openDatabase } from '@/lib/server/db/open-database';
import { postgresDatabaseForFile, postgresTestsEnabled } from '@/test/support/postgres-for-file';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { createUpstreamClient } from '@/lib/server/upstream/client';
import { staticTokenSource } from '@/lib/server/upstream/static-token-source';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { processRow, type OutboxDeps } from './outbox';
import { resumeOutbox } from './outbox-resume';
import { insertRows } from './outbox-store';
import { emulatorMessages, submit } from '@/test/support/emulator-messages';
import { seedDemoMessaging } from './demo-messaging';
import { listConversations } from './conversations';

// The outbox on a real PostgreSQL server with three "app instances", each with its own connection
// pool: the claims (UPDATE ... WHERE state = ... RETURNING) must let exactly one of them work a row.
// PGlite (one connection) cannot show real concurrency, so this runs on the throwaway PostgreSQL
// that vitest's global setup starts (or TEST_DATABASE_URL), in a database of its own.


describe.skipIf(!postgresTestsEnabled)('the outbox across instances on PostgreSQL', () => {
  const emu = emulatorForFile('demo');
  const database = postgresDatabaseForFile('outbox');
  const databases: OpenedDatabase[] = [];
  let instances: OutboxDeps[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) databases.push(await openDatabase({ databaseUrl: database.url }));
    const seed = await emu.seed();
    await databases[0]!.db.execute(sql`truncate message_outbox, card_templates, saved_conversations, audit_log`);
    await seedDemoMessaging(databases[0]!.db, emu.url);
    instances = databases.map((d) => ({ db: d.db, client: createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: { attempts: 1 } }) }));
  });
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
  });
  beforeEach(async () => {
    await emu.reset('demo');
    await databases[0]!.db.execute(sql`truncate message_outbox, audit_log`);
  });

  it('three instances resuming the same 12 waiting rows at once: 12 cards, 12 messages', async () => {
    const target = (await listConversations(databases[0]!.db)).find((c) => !c.everyone)!;
    const ids = Array.from({ length: 12 }, () => randomUUID());
    await insertRows(
      databases[0]!.db,
      ids.map((id, i) => ({ id, sendKey: randomUUID(), organizationId: target.organizationId, conversationId: target.conversationId, templateId: 'announcement', content: JSON.stringify({ title: `Row ${i}`, body: 'b' }) })),
    );
    await emu.faults({ latencyMs: { min: 5, max: 30 } });
    await Promise.all(instances.map((deps) => resumeOutbox(deps)));
    const { cards, messages } = await emulatorMessages(emu);
    expect(cards).toHaveLength(12);
    expect(messages).toHaveLength(12);
    const rows = await databases[0]!.db.select().from(messageOutbox).where(inArray(messageOutbox.id, ids));
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
  });

  it('one row processed by every instance at once, and the same key submitted on each: one card, one message', async () => {
    const target = (await listConversations(databases[0]!.db)).find((c) => !c.everyone)!;
    const id = randomUUID();
    await insertRows(databases[0]!.db, [{ id, sendKey: randomUUID(), organizationId: target.organizationId, conversationId: target.conversationId, templateId: 'announcement', content: JSON.stringify({ title: 't', body: 'b' }) }]);
    await emu.faults({ latencyMs: { min: 20, max: 40 } });
    await Promise.all(instances.flatMap((deps) => [processRow(deps, id, { via: 'composer' }), processRow(deps, id, { via: 'resume' })]));
    expect((await emulatorMessages(emu)).messages).toHaveLength(1);

    const sendKey = randomUUID();
    const outcomes = await Promise.all(instances.map((deps) => submit(deps, { sendKey, savedConversationIds: [target.id] })));
    expect(outcomes.filter((o) => !o.alreadySubmitted)).toHaveLength(1);
    const { cards, messages } = await emulatorMessages(emu);
    expect(cards).toHaveLength(2);
    expect(messages).toHaveLength(2);
  });
});
