import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { closeDb } from '@/lib/server/db';
import { resetStartupForTests } from '@/lib/server/startup';
import { resetUpstreamForTests } from '@/lib/server/service-connection';
import type { EmulatorHarness, SeedInfo } from './emulator-harness';

/**
 * Test support: points the app-wide configuration (client, token store, database) at a test
 * emulator and a fresh PGlite folder for one test file, as the app runs in production.
 * Returns the emulator's seed once it is ready.
 */
export function appAgainstEmulator(emu: EmulatorHarness): { seed: () => SeedInfo } {
  const saved = { ...process.env };
  let dir = '';
  let seed: SeedInfo | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-app-'));
    seed = await emu.seed();
    for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DEMO_MODE']) delete process.env[key];
    Object.assign(process.env, {
      DATA_DIR: dir,
      SERVICE_BASE_URL: emu.url,
      SERVICE_ACCESS_TOKEN: seed.firstToken,
      SERVICE_CLIENT_ID: seed.clientId,
      SERVICE_CLIENT_SECRET: seed.clientSecret,
      TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
    });
    resetEnvCache();
    resetStartupForTests();
    resetUpstreamForTests();
  });

  afterAll(async () => {
    await closeDb();
    process.env = saved;
    resetEnvCache();
    resetStartupForTests();
    resetUpstreamForTests();
    rmSync(dir, { recursive: true, force: true });
  });

  return {
    seed: () => {
      if (!seed) throw new Error('the emulator is not seeded yet');
      return seed;
    },
  };
}
