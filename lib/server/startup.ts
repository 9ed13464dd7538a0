import 'server-only';
import { ensureFirstAdmin, syncDemoUsers } from '@/lib/server/identity/demo-users';
import { pruneSignInThrottle } from '@/lib/server/identity/throttle';
import { pruneSessions } from '@/lib/server/identity/session-store';
import type { AppServices } from '@/lib/server/access';
import { appServices } from '@/lib/server/app/process-app';
import { seedDemoMessaging } from '@/lib/messages/server';
import { startOutboxResume } from '@/lib/messages/server';
import { startCopyResume } from '@/lib/copy/server';
import { startPublishResume } from '@/lib/drafts/server';
import { startOfferWatch } from '@/lib/offers/server';
import { startRepeatRoll } from '@/lib/repeats/server';
import { processState } from '@/lib/server/process-state';
import { seedDemoEntryPoints } from '@/lib/server/entry-points';
import { seedDemoPlanning } from '@/lib/auto-fill/server';
import { log } from '@/lib/server/log/logger';

// Start-up, done once per process by instrumentation.ts before Next serves anything: check the
// whole configuration (a bad variable stops here, named) and build the app's services (the
// database opened and migrated: lib/server/app), then the start-up work on them. Concurrent
// callers share one promise; a failure is forgotten so a later call starts again.

const holder = processState<{ starting?: Promise<void> }>('startup', () => ({}));

export function startUp(): Promise<void> {
  holder.starting ??= appServices().then(startUpOn).catch((error: unknown) => {
    holder.starting = undefined;
    throw error;
  });
  return holder.starting;
}

/**
 * The start-up work on a composition of the app: the accounts, demo data, pruning, then the outbox
 * and copies a previous run left unfinished, resumed in the background on these same services.
 */
export async function startUpOn(services: AppServices): Promise<void> {
  const { env, db } = services;
  if (env.usingDemoEncryptionKey) {
    log().warn('DEMO_MODE=1 without TOKEN_ENCRYPTION_KEY: stored secrets use the public demo key');
  }
  if (env.BREAK_GLASS_ADMIN_EMAIL) {
    log().warn({ email: env.BREAK_GLASS_ADMIN_EMAIL }, 'break-glass: password sign-in is open for this one admin at /sign-in?break-glass; unset BREAK_GLASS_ADMIN_EMAIL once company sign-in works again');
  }
  await syncDemoUsers(db, { enabled: env.DEMO_MODE });
  if (env.DEMO_MODE) await seedDemoEntryPoints(db, env.SERVICE_BASE_URL);
  if (env.DEMO_MODE) await seedDemoMessaging(db, env.SERVICE_BASE_URL);
  if (env.DEMO_MODE) await seedDemoPlanning(services);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const created = await ensureFirstAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (created) log().info({ email: env.ADMIN_EMAIL }, 'created the first admin');
  }
  await pruneSignInThrottle(db);
  await pruneSessions(db);
  log().info({ driver: env.DATABASE_URL ? 'postgres' : 'pglite', demoMode: env.DEMO_MODE, companySignIn: env.oidc?.issuer ?? false, localSignIn: env.LOCAL_SIGN_IN }, 'started: database ready');
  // Messages, copies and draft publishes a previous run left unfinished: resumed in the background, never delaying start-up.
  startOutboxResume(services);
  startCopyResume(services);
  startPublishResume(services);
  startOfferWatch(services);
  // Repeating shifts rolled forward to their horizon: now, then every few minutes.
  startRepeatRoll(services);
}

