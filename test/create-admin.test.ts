import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { authenticate } from '@/lib/server/auth/authenticate';
import { closeDb, getDb } from '@/lib/server/db';

// `npm run admin:create` as an operator runs it (a real process, the password on stdin), against
// the database the app would open from the same DATA_DIR; then the app's own sign-in accepts it.

const saved = { ...process.env };
let dataDir = '';

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-cli-'));
});

afterAll(async () => {
  await closeDb();
  process.env = saved;
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

function createAdmin(args: string[], password: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  const run = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/create-admin.ts', ...args], { env, input: `${password}\n`, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('admin:create', () => {
  it('creates an account the app signs in with, refuses a second create, and --update sets a new password', async () => {
    const created = createAdmin(['--email', 'Ops@Company.test', '--name', 'Ops'], 'a-long-first-password');
    expect(created.output).toContain('Created admin ops@company.test.');
    expect(created.code).toBe(0);

    expect(createAdmin(['--email', 'ops@company.test', '--name', 'Ops'], 'another-long-password').code).toBe(1);
    const short = createAdmin(['--email', 'x@company.test', '--name', 'X'], 'short');
    expect(short.code).toBe(2);
    expect(short.output).toContain('at least 12 characters');

    const updated = createAdmin(['--email', 'ops@company.test', '--name', 'Ops', '--role', 'scheduler', '--update'], 'a-new-long-password');
    expect(updated.output).toContain('Updated ops@company.test (scheduler)');

    Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '' });
    resetEnvCache();
    const db = await getDb();
    expect((await authenticate(db, { email: 'ops@company.test', password: 'a-long-first-password' })).ok).toBe(false);
    const signedIn = await authenticate(db, { email: 'ops@company.test', password: 'a-new-long-password' });
    expect(signedIn).toMatchObject({ ok: true });
  });
});
