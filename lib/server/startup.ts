import 'server-only';
import { serverEnv } from '@/lib/env';
import { ensureFirstAdmin, syncDemoUsers } from '@/lib/server/identity/demo-users';
import { pruneSignInThrottle } from '@/lib/server/identity/throttle';
import { pruneSessions } from '@/lib/server/identity/session-store';
import { sharedDatabase } from '@/lib/server/db/shared-database';
import { seedDemoMessaging } from '@/lib/messages/server/demo-messaging';
import { startOutboxResume } from '@/lib/messages/server/outbox-runner';
import { startCopyResume } from '@/lib/copy/server/copy-resume';
import { processState } from '@/lib/server/process-state';
import { seedDemoEntryPoints } from '@/lib/entry-points/server/demo-entry-points';
import { log } from '@/lib/server/log/logger';

// Start-up work, done once per process by instrumentation.ts before Next serves anything: check
// the whole configuration (a bad variable stops here, named), open and migrate the database, the
// accounts, demo data, then resume the outbox in the background. Concurrent callers share one
// promise; a failure is forgotten so a later call (a test that fixed its environment) starts again.

const holder = processState<{ starting?: Promise<void> }>('startup', () => ({}));

export function startUp(): Promise<void> {
  holder.starting ??= start().catch((error: unknown) => {
    holder.starting = undefined;
    throw error;
  });
  return holder.starting;
}

async function start(): Promise<void> {
  const env = serverEnv();
  if (env.usingDemoEncryptionKey) {
    log().warn('DEMO_MODE=1 without TOKEN_ENCRYPTION_KEY: stored secrets use the public demo key');
  }
  if (env.BREAK_GLASS_ADMIN_EMAIL) {
    log().warn({ email: env.BREAK_GLASS_ADMIN_EMAIL }, 'break-glass: password sign-in is open for this one admin at /sign-in?break-glass; unset BREAK_GLASS_ADMIN_EMAIL once company sign-in works again');
  }
  const { db, driver } = await sharedDatabase();
  await syncDemoUsers(db, { enabled: env.DEMO_MODE });
  if (env.DEMO_MODE) await seedDemoEntryPoints(db, env.SERVICE_BASE_URL);
  if (env.DEMO_MODE) await seedDemoMessaging(db, env.SERVICE_BASE_URL);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const created = await ensureFirstAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (created) log().info({ email: env.ADMIN_EMAIL }, 'created the first admin');
  }
  await pruneSignInThrottle(db);
  await pruneSessions(db);
  log().info({ driver, demoMode: env.DEMO_MODE, companySignIn: env.oidc?.issuer ?? false, localSignIn: env.LOCAL_SIGN_IN }, 'started: database ready');
  // Messages and copies a previous run left unfinished: resumed in the background, never delaying start-up.
  startOutboxResume(db);
  startCopyResume(db);
}

/** Tests that swap the environment start again from scratch. */
export function resetStartupForTests(): void {
  holder.starting = undefined;
}
