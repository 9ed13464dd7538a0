import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEnv } from '@/lib/env';
import { composeApp, type ComposedApp } from '@/lib/server/app/compose-app';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db';
import { appEnvAgainst } from '@/test/support/app-against-emulator';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { outboxRunnerIdle, startOutboxResume } from './outbox-runner';
import { getRow, insertRows } from './outbox-store';
import { emulatorMessages } from '@/test/support/emulator-messages';

// "Restart the app with unfinished messages": the app's own composition (compose-app.ts) on a
// real PGlite folder and the emulator, and the outbox resume start-up runs (startOutboxResume, as
// startUp does once the services are built). Rows are written as a run that stopped would leave
// them, the composition and its database are closed (as a restart does), then a new composition
// starts on the same folder. (One process starts up once: the restarts here are compositions of
// their own, not startUp; lib/server/startup.test.ts covers startUp itself.)

const emu = emulatorForFile('demo');
let dir = '';
let seed: SeedInfo;
let env: ServerEnv;
let running: { opened: OpenedDatabase; app: ComposedApp } | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-restart-'));
  seed = await emu.seed();
  env = appEnvAgainst(emu, seed, dir);
});

afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The app on the folder: its database opened and migrated, its services composed. */
async function start() {
  const opened = await openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
  running = { opened, app: composeApp(env, opened.db) };
  return running.app.services;
}

async function stop(): Promise<void> {
  if (running) await outboxRunnerIdle(running.app.services);
  await running?.app.close();
  await running?.opened.close();
  running = undefined;
}

async function restart() {
  await stop();
  const services = await start();
  startOutboxResume(services); // the outbox pass starts in the background
  return services;
}

describe('start-up resume', () => {
  it('a pending row completes after a restart (exactly one message); a row left in sending becomes uncertain and is not resent', async () => {
    const conversation = seed.conversations.find((c) => !c.everyone)!;
    const before = await start();
    const db = before.db;
    const content = JSON.stringify({ title: 'Sent after a restart', body: 'The app stopped before it could send this.' });
    const interruptedCard = await before.upstream.createCard({ templateId: 'announcement', content });
    const pending = randomUUID();
    const interrupted = randomUUID();
    const target = { organizationId: conversation.organizationId, conversationId: conversation.conversationId, templateId: 'announcement', content };
    await insertRows(db, [
      { id: pending, sendKey: randomUUID(), ...target, createdByEmail: 'scheduler@test.local' },
      // Claimed by the run that stopped; its lease has run out by the time the app is back.
      { id: interrupted, sendKey: randomUUID(), ...target, state: 'sending', cardId: interruptedCard, claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) },
    ]);
    expect((await emulatorMessages(emu)).messages).toEqual([]);

    const after = await restart();
    await outboxRunnerIdle(after);

    const reopened = after.db;
    const done = await getRow(reopened, pending);
    expect(done).toMatchObject({ state: 'sent', cardId: expect.stringMatching(/^\d+$/), messageId: expect.stringMatching(/^\d+$/) });
    expect(await getRow(reopened, interrupted)).toMatchObject({ state: 'uncertain', cardId: interruptedCard });
    const { messages } = await emulatorMessages(emu);
    expect(messages).toEqual([expect.objectContaining({ id: done!.messageId, cardId: done!.cardId, conversationId: conversation.conversationId })]);

    // Another restart finds nothing left to do: still exactly one message.
    await outboxRunnerIdle(await restart());
    expect((await emulatorMessages(emu)).messages).toHaveLength(1);
  });
});
