import 'server-only';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db';
import { resetStartupForTests, startUp } from '@/lib/server/startup';
import { resetUpstreamForTests, upstream } from '@/lib/server/service-connection';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { outboxRunnerIdle } from './outbox-runner';
import { getRow, insertRows } from './outbox-store';
import { emulatorMessages } from '@/test/support/emulator-messages';

// "Restart the app with unfinished messages": the app-wide database in a real PGlite folder, the
// app-wide client, and the real start-up path (startUp, as instrumentation.ts runs it, then the
// background resume). Rows are written as a run that stopped would leave them, the database is
// closed and the process state dropped (as a restart does), then the app starts again on the
// same folder.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);

async function restart(): Promise<void> {
  await closeDb();
  resetStartupForTests();
  resetUpstreamForTests();
  await startUp(); // the outbox pass starts in the background
}

describe('start-up resume', () => {
  it('a pending row completes after a restart (exactly one message); a row left in sending becomes uncertain and is not resent', async () => {
    const seed = app.seed();
    const conversation = seed.conversations.find((c) => !c.everyone)!;
    const db = await getDb();
    const content = JSON.stringify({ title: 'Sent after a restart', body: 'The app stopped before it could send this.' });
    const interruptedCard = await upstream().createCard({ templateId: 'announcement', content });
    const pending = randomUUID();
    const interrupted = randomUUID();
    const target = { organizationId: conversation.organizationId, conversationId: conversation.conversationId, templateId: 'announcement', content };
    await insertRows(db, [
      { id: pending, sendKey: randomUUID(), ...target, createdByEmail: 'scheduler@test.local' },
      // Claimed by the run that stopped; its lease has run out by the time the app is back.
      { id: interrupted, sendKey: randomUUID(), ...target, state: 'sending', cardId: interruptedCard, claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) },
    ]);
    expect((await emulatorMessages(emu)).messages).toEqual([]);

    await restart();
    await outboxRunnerIdle();

    const reopened = await getDb();
    const done = await getRow(reopened, pending);
    expect(done).toMatchObject({ state: 'sent', cardId: expect.stringMatching(/^\d+$/), messageId: expect.stringMatching(/^\d+$/) });
    expect(await getRow(reopened, interrupted)).toMatchObject({ state: 'uncertain', cardId: interruptedCard });
    const { messages } = await emulatorMessages(emu);
    expect(messages).toEqual([expect.objectContaining({ id: done!.messageId, cardId: done!.cardId, conversationId: conversation.conversationId })]);

    // Another restart finds nothing left to do: still exactly one message.
    await restart();
    await outboxRunnerIdle();
    expect((await emulatorMessages(emu)).messages).toHaveLength(1);
  });
});
