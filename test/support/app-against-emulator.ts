import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { parseServerEnv, type ServerEnv } from '@/lib/env';
import type { AppServices } from '@/lib/server/access';
import { composeApp, type ComposedApp } from '@/lib/server/app/compose-app';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db';
import type { EmulatorHarness, SeedInfo } from './emulator-harness';

/** The app's configuration against a seeded emulator, its data in `dir`; `env` adds or overrides variables. */
export function appEnvAgainst(emu: EmulatorHarness, seed: SeedInfo, dir: string, env: Record<string, string> = {}): ServerEnv {
  return parseServerEnv({
    DATA_DIR: dir,
    SERVICE_BASE_URL: emu.url,
    SERVICE_ACCESS_TOKEN: seed.firstToken,
    SERVICE_CLIENT_ID: seed.clientId,
    SERVICE_CLIENT_SECRET: seed.clientSecret,
    TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
    SHARED_READ_SECONDS: '0',
    ...env,
  });
}

/**
 * Test support: the app's own composition (lib/server/app/compose-app.ts), built for one test file
 * on a test emulator and a fresh PGlite folder, as the app builds it in production, but from the
 * variables given here instead of process.env. Returns the emulator's seed and the services once
 * they are ready. Shared reads are kept for 0 s (joined in flight only) unless `env` says
 * otherwise: tests that change the emulator behind the app's back and read again expect to see it,
 * as a user would after SHARED_READ_SECONDS.
 */
export function appAgainstEmulator(emu: EmulatorHarness, env: Record<string, string> = {}): { seed: () => SeedInfo; services: () => AppServices } {
  let dir = '';
  let seed: SeedInfo | undefined;
  let opened: OpenedDatabase | undefined;
  let app: ComposedApp | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-app-'));
    seed = await emu.seed();
    const parsed = appEnvAgainst(emu, seed, dir, env);
    opened = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    app = composeApp(parsed, opened.db);
  });

  afterAll(async () => {
    await app?.close();
    await opened?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  return {
    seed: () => {
      if (!seed) throw new Error('the emulator is not seeded yet');
      return seed;
    },
    services: () => {
      if (!app) throw new Error('the app is not composed yet');
      return app.services;
    },
  };
}
