import 'server-only';
import { serverEnv } from '@/lib/env';
import type { AppServices } from '@/lib/server/access/services';
import { closeSharedDatabase, sharedDatabase } from '@/lib/server/db/shared-database';
import { processState } from '@/lib/server/process-state';
import { composeApp, type ComposedApp } from './compose-app';

// The composition root of the running app: its services, built once per process on first use
// (never at import, so `next build` needs neither configuration nor a database) from serverEnv()
// and the process's database. One per process: two token stores would each keep their own
// single-flight renewal. Only the app's entries (pages, routes, actions, start-up) ask for it;
// everything they call receives the services as a parameter.

const holder = processState<{ building?: Promise<ComposedApp> }>('app', () => ({}));

export async function appServices(): Promise<AppServices> {
  holder.building ??= build().catch((error: unknown) => {
    // Forget the failure so the next request tries again (e.g. PostgreSQL was still starting).
    holder.building = undefined;
    throw error;
  });
  return (await holder.building).services;
}

async function build(): Promise<ComposedApp> {
  const env = serverEnv();
  const { db } = await sharedDatabase();
  return composeApp(env, db);
}

/** Stops the process's services and closes its database (a script's end, a shutdown). */
export async function closeAppServices(): Promise<void> {
  const building = holder.building;
  holder.building = undefined;
  await (await building?.catch(() => undefined))?.close();
  await closeSharedDatabase();
}
