import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '@/lib/server/identity/authenticate';
import { asc, eq } from 'drizzle-orm';
import { findUserByEmail } from '@/lib/server/identity/users';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db';
import { auditLog, dashboardUsers } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/identity/session-store';

// `npm run admin:create` as an operator runs it (a real process, the password on stdin), against
// the database the app would open from the same DATA_DIR (its PGlite folder, DATA_DIR/pglite);
// then the app's own sign-in accepts it.

let dataDir = '';
let opened: OpenedDatabase | undefined;

/** The database the app would open from DATA_DIR (lib/server/db/shared-database.ts), opened here once. */
async function appDatabase() {
  opened ??= await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  return opened.db;
}

async function closeAppDatabase() {
  await opened?.close();
  opened = undefined;
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-cli-'));
});

afterAll(async () => {
  await closeAppDatabase();
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

    const db = await appDatabase();
    expect((await authenticate(db, { email: 'ops@company.test', password: 'a-long-first-password' })).ok).toBe(false);
    const signedIn = await authenticate(db, { email: 'ops@company.test', password: 'a-new-long-password' });
    expect(signedIn).toMatchObject({ ok: true });
  });

  it('records what it creates and changes in the audit log (via "cli", never the password), a promotion with the role before and after', async () => {
    await closeAppDatabase(); // PGlite is one process at a time: the CLI must be alone on the folder
    expect(createAdmin(['--email', 'clerk@company.test', '--name', 'Clerk', '--role', 'viewer'], 'clerk-long-password').code).toBe(0);
    expect(createAdmin(['--email', 'clerk@company.test', '--name', 'Clerk', '--role', 'admin', '--update'], 'clerk-new-long-password').code).toBe(0);

    const db = await appDatabase();
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

  it('--update refuses an account linked to the company provider unless --take-over-company-account says so, which unlinks it', async () => {
    const db = await appDatabase();
    const [linked] = await db
      .insert(dashboardUsers)
      .values({ email: 'alice@company.test', name: 'Alice', role: 'viewer', passwordHash: null, oidcIssuer: 'https://login.company.test', oidcSubject: 'alice' })
      .returning();
    await createSession(db, { userId: linked!.id, role: 'viewer' });
    await closeAppDatabase();

    const refused = createAdmin(['--email', 'alice@company.test', '--name', 'Alice', '--update'], 'a-takeover-password');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('signs in with the company');
    expect(await findUserByEmail(await appDatabase(), 'alice@company.test')).toMatchObject({ role: 'viewer', passwordHash: null, oidcSubject: 'alice' });
    await closeAppDatabase();

    const taken = createAdmin(['--email', 'alice@company.test', '--name', 'Alice', '--update', '--take-over-company-account'], 'a-takeover-password');
    expect(taken.output).toContain('Updated alice@company.test (admin); ended 1 open session(s).');
    const after = await appDatabase();
    expect(await findUserByEmail(after, 'alice@company.test')).toMatchObject({ role: 'admin', oidcIssuer: null, oidcSubject: null });
    expect(await authenticate(after, { email: 'alice@company.test', password: 'a-takeover-password' })).toMatchObject({ ok: true });
  }, 180_000); // two CLI runs, each a tsx start and a PGlite open: near a minute on a busy machine
});
