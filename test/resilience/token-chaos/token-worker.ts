import { createHash } from 'node:crypto';
import path from 'node:path';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { openDatabase } from '@/lib/server/db/open-database';
import { createUpstreamClient } from '@/lib/server/upstream/client';
import type { TokenExchanger } from '@/lib/server/upstream/token/exchange';
import { createTokenStore } from '@/lib/server/upstream/token-store';
import type { WorkerCommand, WorkerEvent, WorkerSettings } from './token-worker-protocol';

// One "dashboard process" for the token chaos tests: the dashboard's own token store and service
// client on a real database (PostgreSQL by URL, or a PGlite folder) against the emulator over
// HTTP. The test drives it over IPC and may SIGKILL it at any point. With pauseAfterRenewal it
// stops for good once the service has answered a renewal, before the new token is committed,
// so the test can kill it at exactly that point.

const settings = JSON.parse(process.env.TOKEN_WORKER_SETTINGS ?? '{}') as WorkerSettings;
const send = (event: WorkerEvent) => process.send?.(event);

function pausedAfterAnswer(real: TokenExchanger): TokenExchanger {
  const pause = <A, R>(call: (input: A) => Promise<R>) => async (input: A): Promise<R> => {
    await call(input);
    send({ type: 'renewal-answered' });
    return new Promise<R>(() => {}); // never commits: the test kills us here
  };
  return { exchangeTokenA: pause(real.exchangeTokenA), exchangeTokenB: pause(real.exchangeTokenB) };
}

const opened = await openDatabase(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: path.resolve(settings.pgliteDir ?? 'memory') });
const realExchanger = createUpstreamClient({ baseUrl: settings.emulatorUrl });
const store = createTokenStore({
  db: opened.db,
  encryptionKey: Buffer.from(settings.keyHex, 'hex'),
  baseUrl: settings.emulatorUrl,
  audit: (entry) => recordAudit(entry, opened.db),
  env: { clientId: settings.clientId, clientSecret: settings.clientSecret },
  exchanger: settings.pauseAfterRenewal ? pausedAfterAnswer(realExchanger) : realExchanger,
});
const client = createUpstreamClient({ baseUrl: settings.emulatorUrl, tokens: store, retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 } });

const fingerprint = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 12);

async function handle(command: WorkerCommand): Promise<WorkerEvent> {
  switch (command.type) {
    case 'adopt':
      await store.adoptToken(command.token, { known: { expiresAt: new Date(command.expiresAt), issuedAt: new Date(command.issuedAt) } });
      return { type: 'adopted' };
    case 'requests': {
      const started = Date.now();
      const results = await Promise.allSettled(Array.from({ length: command.count }, () => client.getEnterprise(command.enterpriseId)));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason instanceof Error ? r.reason.message : r.reason)] : []));
      return { type: 'requests-done', ok: results.length - failures.length, failures, ms: Date.now() - started, token: fingerprint(await store.accessToken()) };
    }
  }
}

process.on('message', (command: WorkerCommand) => {
  handle(command).then(send, (error: unknown) => send({ type: 'error', message: error instanceof Error ? error.message : String(error) }));
});
process.on('disconnect', () => void opened.close().finally(() => process.exit(0)));
send({ type: 'ready' });
