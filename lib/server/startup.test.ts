import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { authenticate } from '@/lib/server/identity/authenticate';
import { closeDb, getDb } from '@/lib/server/db';
import { resetStartupForTests, startUp } from './startup';

const saved = { ...process.env };
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-startup-'));
  for (const key of ['DATABASE_URL', 'SERVICE_BASE_URL', 'TOKEN_ENCRYPTION_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete process.env[key];
  Object.assign(process.env, { DEMO_MODE: '1', DATA_DIR: dir, ADMIN_EMAIL: 'first@company.test', ADMIN_PASSWORD: 'first-admin-password' });
  resetEnvCache();
  resetStartupForTests();
});

afterAll(async () => {
  await closeDb();
  process.env = saved;
  resetEnvCache();
  resetStartupForTests();
  rmSync(dir, { recursive: true, force: true });
});

describe('start-up (instrumentation.ts) and getDb', () => {
  it('starts once for concurrent callers; getDb then opens one database, with demo users and the first admin in place', async () => {
    await Promise.all([startUp(), startUp()]);
    const handles = await Promise.all([getDb(), getDb(), getDb()]);
    expect(new Set(handles).size).toBe(1);
    const db = handles[0]!;
    expect((await authenticate(db, { email: 'admin@example.com', password: 'shiftdesk-demo' })).ok).toBe(true);
    expect((await authenticate(db, { email: 'first@company.test', password: 'first-admin-password' })).ok).toBe(true);
  });

  it('fails with the variable named when the configuration is bad, and recovers when fixed', async () => {
    await closeDb();
    resetStartupForTests();
    process.env.DEMO_MODE = '';
    resetEnvCache();
    await expect(startUp()).rejects.toThrow(/SERVICE_BASE_URL/);

    Object.assign(process.env, { SERVICE_BASE_URL: 'http://127.0.0.1:4999', TOKEN_ENCRYPTION_KEY: 'cd'.repeat(32) });
    resetEnvCache();
    await startUp();
    const db = await getDb();
    // Outside demo mode the demo accounts from the previous start can no longer sign in.
    expect((await authenticate(db, { email: 'admin@example.com', password: 'shiftdesk-demo' })).ok).toBe(false);
  });
});
