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
 * Returns the emulator's seed once it is ready. Shared reads are kept for 0 s (joined in flight
 * only) unless `env` says otherwise: tests that change the emulator behind the app's back and read
 * again expect to see it, as a user would after SHARED_READ_SECONDS.
 */
export function appAgainstEmulator(emu: EmulatorHarness, env: Record<string, string> = {}): { seed: () => SeedInfo } {
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
      SHARED_READ_SECONDS: '0',
      ...env,
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
