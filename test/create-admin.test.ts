import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { authenticate } from '@/lib/server/identity/authenticate';
import { asc, eq } from 'drizzle-orm';
import { findUserByEmail } from '@/lib/server/identity/users';
import { closeDb, getDb } from '@/lib/server/db';
import { auditLog } from '@/lib/server/db/schema';

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

  it('records what it creates and changes in the audit log (via "cli", never the password), a promotion with the role before and after', async () => {
    await closeDb(); // PGlite is one process at a time: the CLI must be alone on the folder
    expect(createAdmin(['--email', 'clerk@company.test', '--name', 'Clerk', '--role', 'viewer'], 'clerk-long-password').code).toBe(0);
    expect(createAdmin(['--email', 'clerk@company.test', '--name', 'Clerk', '--role', 'admin', '--update'], 'clerk-new-long-password').code).toBe(0);

    Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '' });
    resetEnvCache();
    const db = await getDb();
    const clerk = await findUserByEmail(db, 'clerk@company.test');
    const rows = await db.select().from(auditLog).where(eq(auditLog.targetId, clerk!.id)).orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.action, r.outcome, r.targetType, r.actorId, r.actorEmail])).toEqual([
      ['user.created', 'success', 'user', null, null],
      ['user.updated', 'success', 'user', null, null],
    ]);
    expect(rows[0]?.after).toEqual({ email: 'clerk@company.test', name: 'Clerk', role: 'viewer', disabled: false });
    expect(rows[0]?.detail).toMatchObject({ via: 'cli', osUser: expect.any(String) });
    expect(rows[1]?.before).toMatchObject({ role: 'viewer' });
    expect(rows[1]?.after).toMatchObject({ role: 'admin' });
    expect(rows[1]?.detail).toMatchObject({ via: 'cli', passwordReset: true });
    expect(JSON.stringify(rows)).not.toContain('clerk-new-long-password');
    expect(JSON.stringify(rows)).not.toContain('clerk-long-password');
  });
});
