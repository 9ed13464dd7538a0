import 'server-only';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { restartableApp } from '@/test/support/restartable-app';
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
const app = restartableApp(emu, { onStart: startOutboxResume, idle: outboxRunnerIdle });
const restart = () => app.restart(); // the outbox pass starts in the background

describe('start-up resume', () => {
  it('a pending row completes after a restart (exactly one message); a row left in sending becomes uncertain and is not resent', async () => {
    const conversation = app.seed().conversations.find((c) => !c.everyone)!;
    const before = await app.start();
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
