import { request } from '@playwright/test';
import pLimit from 'p-limit';
import { DEFAULT_POLL_MS } from '@/lib/schedule/queries';
import { REQUEST_COUNT_POLL_MS } from '@/lib/requests/queries';
import { demoPassword, demoUsers } from '../demo-accounts';
import { CallLog } from './call-log';
import { signInManager, simulateManager } from './manager';

// N managers with the schedule of one organization open, against one running dashboard.
//
// Accounts: the managers share the two demo accounts that may edit (scheduler and admin), but each
// signs in for itself, so each has its own session cookie. The server's work per request (session
// lookup by token, role check, the reads and writes) is keyed by session, not by user, so this
// loads it as 50 people would; only the audit log's actor differs. It also needs no account set-up,
// so the same load runs against the e2e server.
//
// Every manager signs in before the timed phase starts, a few at a time: a sign-in is scrypt at
// 64 MiB (one at a time per server, lib/server/identity/password-gate.ts), so 200 sign-ins take most
// of a minute and would otherwise be what the polls queue behind. `onSignedIn` marks the phase.

export type LoadOptions = {
  appUrl: string;
  organizationId: string;
  range: { from: number; to: number };
  managers: number;
  durationMs: number;
  editMs?: number;
  /** false: the managers only poll (no moves). */
  edits?: boolean;
  /** Called once every manager is signed in, as the timed phase starts. */
  onSignedIn?: () => void | Promise<void>;
};

/** `clientCpuSeconds`: what this process (the simulated managers) used in the timed phase, on the server's cores. */
export type LoadResult = { log: CallLog; managers: number; durationMs: number; clientCpuSeconds: number };

const EDIT_MS = 60_000;
/** Each manager edits at least this long after opening the schedule, then once a minute. */
const FIRST_EDIT_MS = 10_000;
/** Kept free at the end of the run, so that every manager's first move is made and answered. */
const LAST_EDIT_MARGIN_MS = 5_000;
/** Sign-ins sent at once: the server checks one password at a time and turns away more than 16 waiting. */
const SIGN_INS_AT_ONCE = 4;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const log = new CallLog();
  let cpuAtStart = process.cpuUsage();
  const accounts = [demoUsers.scheduler, demoUsers.admin].map((u) => ({ email: u.email, password: demoPassword }));
  // Managers open the schedule at different moments, spread over one poll interval.
  const openWindowMs = Math.min(DEFAULT_POLL_MS, options.durationMs / 2);
  const spreadMs = openWindowMs / options.managers;
  // Their first moves spread over what is left of the first minute (as a team's would: not all in
  // the same 15 s); a run too short for that keeps them FIRST_EDIT_MS after opening.
  const editMs = options.editMs ?? EDIT_MS;
  const editWindowMs = Math.max(0, Math.min(editMs, options.durationMs) - openWindowMs - FIRST_EDIT_MS - LAST_EDIT_MARGIN_MS);
  // One connection per call: the server closes idle keep-alive sockets after 5 s, and a call sent
  // on one just as it closes is reset. Browsers retry that silently; this client cannot, and the
  // polls are 15 s apart, so a browser would reconnect for most of them anyway.
  const contexts = await Promise.all(Array.from({ length: options.managers }, () => request.newContext({ baseURL: options.appUrl, extraHTTPHeaders: { connection: 'close' } })));
  try {
    const signIn = pLimit(SIGN_INS_AT_ONCE);
    const signedIn = await Promise.all(contexts.map((context, index) => signIn(() => signInManager(context, options.appUrl, accounts[index % accounts.length]!, log))));
    await options.onSignedIn?.();
    cpuAtStart = process.cpuUsage();
    const stopAt = Date.now() + options.durationMs;
    await Promise.all(
      contexts.map(async (context, index) => {
        if (!signedIn[index]) return;
        await new Promise((r) => setTimeout(r, index * spreadMs));
        await simulateManager(
          context,
          {
            appUrl: options.appUrl,
            organizationId: options.organizationId,
            range: options.range,
            index,
            managers: options.managers,
            pollMs: DEFAULT_POLL_MS,
            countPollMs: REQUEST_COUNT_POLL_MS,
            editMs: options.edits === false ? null : editMs,
            firstEditMs: FIRST_EDIT_MS + (index / options.managers) * editWindowMs,
            stopAt,
          },
          log,
        );
      }),
    );
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()));
  }
  const cpu = process.cpuUsage(cpuAtStart);
  return { log, managers: options.managers, durationMs: options.durationMs, clientCpuSeconds: (cpu.user + cpu.system) / 1e6 };
}
