import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ServerEnv } from '@/lib/env';
import type { AppServices } from '@/lib/server/access';
import { composeApp, type ComposedApp } from '@/lib/server/app/compose-app';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db';
import { appEnvAgainst } from './app-against-emulator';
import type { EmulatorHarness, SeedInfo } from './emulator-harness';

/**
 * Test support for "restart the app": the app's own composition on a real PGlite folder of one
 * test file and the emulator. `start` opens (and migrates) the database and composes the app;
 * `restart` waits for `idle` (the background work under test), closes both as a restart does, starts
 * again on the same folder and runs `onStart` (the start-up pass under test, as startUp would).
 */
export function restartableApp(emu: EmulatorHarness, work: { onStart: (services: AppServices) => void; idle: (services: AppServices) => Promise<void> }) {
  let dir = '';
  let seed: SeedInfo | undefined;
  let env: ServerEnv | undefined;
  let running: { opened: OpenedDatabase; app: ComposedApp } | undefined;

  async function start(): Promise<AppServices> {
    if (!env) throw new Error('the emulator is not seeded yet');
    const opened = await openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
    running = { opened, app: composeApp(env, opened.db) };
    return running.app.services;
  }

  async function stop(): Promise<void> {
    if (running) await work.idle(running.app.services);
    await running?.app.close();
    await running?.opened.close();
    running = undefined;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-restart-'));
    seed = await emu.seed();
    env = appEnvAgainst(emu, seed, dir);
  });
  afterAll(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  return {
    seed: () => {
      if (!seed) throw new Error('the emulator is not seeded yet');
      return seed;
    },
    start,
    async restart(): Promise<AppServices> {
      await stop();
      const services = await start();
      work.onStart(services);
      return services;
    },
  };
}
