import { request } from '@playwright/test';
import { DEFAULT_POLL_MS } from '@/lib/queries/schedule';
import { REQUEST_COUNT_POLL_MS } from '@/lib/queries/requests';
import { demoPassword, demoUsers } from '../../e2e/support/roles';
import { CallLog } from './call-log';
import { simulateManager } from './manager';

// N managers with the schedule of one organization open, against one running dashboard.
//
// Accounts: the managers share the two demo accounts that may edit (scheduler and admin), but each
// signs in for itself, so each has its own session cookie. The server's work per request (session
// lookup by token, role check, the reads and writes) is keyed by session, not by user, so this
// loads it as 50 people would; only the audit log's actor differs. It also needs no account set-up,
// so the same load runs against the e2e server.

export type LoadOptions = {
  appUrl: string;
  organizationId: string;
  range: { from: number; to: number };
  managers: number;
  durationMs: number;
  editMs?: number;
};

export type LoadResult = { log: CallLog; managers: number; durationMs: number };

const EDIT_MS = 60_000;
/** Each manager edits a few seconds after opening the schedule, then once a minute. */
const FIRST_EDIT_MS = 10_000;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const log = new CallLog();
  const accounts = [demoUsers.scheduler, demoUsers.admin].map((u) => ({ email: u.email, password: demoPassword }));
  const started = Date.now();
  const stopAt = started + options.durationMs;
  // Managers open the schedule at different moments, spread over one poll interval.
  const spreadMs = Math.min(DEFAULT_POLL_MS, options.durationMs / 2) / options.managers;
  // One connection per call: the server closes idle keep-alive sockets after 5 s, and a call sent
  // on one just as it closes is reset. Browsers retry that silently; this client cannot, and the
  // polls are 15 s apart, so a browser would reconnect for most of them anyway.
  const contexts = await Promise.all(Array.from({ length: options.managers }, () => request.newContext({ baseURL: options.appUrl, extraHTTPHeaders: { connection: 'close' } })));
  try {
    await Promise.all(
      contexts.map(async (context, index) => {
        await new Promise((r) => setTimeout(r, index * spreadMs));
        await simulateManager(
          context,
          {
            appUrl: options.appUrl,
            organizationId: options.organizationId,
            range: options.range,
            account: accounts[index % accounts.length]!,
            index,
            managers: options.managers,
            pollMs: DEFAULT_POLL_MS,
            countPollMs: REQUEST_COUNT_POLL_MS,
            editMs: options.editMs ?? EDIT_MS,
            firstEditMs: FIRST_EDIT_MS,
            stopAt,
          },
          log,
        );
      }),
    );
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()));
  }
  return { log, managers: options.managers, durationMs: options.durationMs };
}
