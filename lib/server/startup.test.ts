import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerEnv, resetEnvCache } from '@/lib/env';
import { authenticate } from '@/lib/server/identity/authenticate';
import { appServices, closeAppServices } from '@/lib/server/app/process-app';
import { composeApp } from '@/lib/server/app/compose-app';
import { openDatabase } from '@/lib/server/db';
import { startUp, startUpOn } from './startup';

// startUp as instrumentation.ts runs it: once per process, on the process's services (appServices,
// from process.env), a failure forgotten so a fixed configuration starts. A restart with another
// configuration is the same start-up work on a new composition of the app on the same folder.

const saved = { ...process.env };
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-startup-'));
  for (const key of ['DATABASE_URL', 'SERVICE_BASE_URL', 'TOKEN_ENCRYPTION_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete process.env[key];
  Object.assign(process.env, { DEMO_MODE: '', DATA_DIR: dir, ADMIN_EMAIL: 'first@company.test', ADMIN_PASSWORD: 'first-admin-password' });
  resetEnvCache();
});

afterAll(async () => {
  await closeAppServices();
  process.env = saved;
  resetEnvCache();
  rmSync(dir, { recursive: true, force: true });
});

describe('start-up (instrumentation.ts) and appServices', () => {
  it('fails with the variable named when the configuration is bad; fixed, it starts once for concurrent callers, on one set of services, with demo users and the first admin in place', async () => {
    await expect(startUp()).rejects.toThrow(/SERVICE_BASE_URL/);

    process.env.DEMO_MODE = '1';
    resetEnvCache();
    await Promise.all([startUp(), startUp()]);
    const handles = await Promise.all([appServices(), appServices(), appServices()]);
    expect(new Set(handles).size).toBe(1);
    const { db } = handles[0]!;
    expect((await authenticate(db, { email: 'admin@example.com', password: 'shiftdesk-demo' })).ok).toBe(true);
    expect((await authenticate(db, { email: 'first@company.test', password: 'first-admin-password' })).ok).toBe(true);
  });

  it('a restart outside demo mode (the same folder, another configuration): the demo accounts from the previous start can no longer sign in', async () => {
    await closeAppServices(); // PGlite is one handle at a time: the restart must be alone on the folder
    const opened = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    const env = parseServerEnv({ DATA_DIR: dir, SERVICE_BASE_URL: 'http://127.0.0.1:4999', TOKEN_ENCRYPTION_KEY: 'cd'.repeat(32), ADMIN_EMAIL: 'first@company.test', ADMIN_PASSWORD: 'first-admin-password' });
    const restarted = composeApp(env, opened.db);
    try {
      await startUpOn(restarted.services);
      expect((await authenticate(opened.db, { email: 'admin@example.com', password: 'shiftdesk-demo' })).ok).toBe(false);
      expect((await authenticate(opened.db, { email: 'first@company.test', password: 'first-admin-password' })).ok).toBe(true);
    } finally {
      await restarted.close();
      await opened.close();
    }
  });
});
