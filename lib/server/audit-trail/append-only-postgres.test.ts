import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/open-database';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { adminQuery, quoteIdent } from '@/test/support/throwaway-postgres';
import { postgresDatabaseForFile, postgresTestsEnabled } from '@/test/support/postgres-for-file';
import { recordAudit } from './record-audit';

// The README's "Security" section shows how to take UPDATE and DELETE on the audit log away from
// the app's database role. This runs that very SQL block on a real PostgreSQL server, then works as
// the app's role: entries are added, aggregated refusals still count up, and nothing else changes.

function readmeSnippet(): string {
  const readme = readFileSync('README.md', 'utf8');
  const security = readme.slice(readme.indexOf('## Security\n'));
  const block = /```sql\n([\s\S]*?)```/.exec(security)?.[1];
  if (!block?.includes('REVOKE')) throw new Error('README: no ```sql block with REVOKE in the Security section');
  return block;
}

describe.skipIf(!postgresTestsEnabled)('the audit log, append-only for the app role (README, Security)', () => {
  const database = postgresDatabaseForFile('append_only');
  const role = `shiftdesk_app_${process.pid}`;
  let owner: OpenedDatabase;
  let app: OpenedDatabase;

  beforeAll(async () => {
    owner = await openDatabase({ databaseUrl: database.url }); // migrates, as the owner
    const grants = [
      `drop role if exists ${quoteIdent(role)}`,
      `create role ${quoteIdent(role)} login`,
      // What an app role usually has on its database before the snippet narrows it.
      `grant usage on schema public to ${quoteIdent(role)}`,
      `grant all on all tables in schema public to ${quoteIdent(role)}`,
      `grant all on all sequences in schema public to ${quoteIdent(role)}`,
      ...readmeSnippet().replaceAll('shiftdesk_app', quoteIdent(role)).split(';').map((s) => s.trim()).filter((s) => s && !s.startsWith('--')),
    ];
    await adminQuery(database.url, grants);
    const url = new URL(database.url);
    url.username = role;
    url.password = '';
    app = await openDatabase({ databaseUrl: url.toString(), migrate: false });
  });
  afterAll(async () => {
    await app?.close();
    await owner?.close();
    await adminQuery(database.url, [`drop owned by ${quoteIdent(role)}`, `drop role if exists ${quoteIdent(role)}`]).catch(() => undefined);
  });

  it('adds entries and counts refusals up, but cannot rewrite or delete an entry', async () => {
    const actor = { id: 'u1', email: 'viewer@example.com' };
    const at = new Date('2030-01-01T10:00:00Z');
    await recordAudit({ action: 'settings.renew', outcome: 'success', actor, at }, app.db);
    for (let i = 0; i < 3; i++) await recordAudit({ action: 'access.refused', outcome: 'refused', actor, at }, app.db);
    const rows = await owner.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.count])).toEqual([
      ['settings.renew', 1],
      ['access.refused', 3],
    ]);

    // drizzle wraps the server's error: its cause says why.
    const refusal = (query: PromiseLike<unknown>) => Promise.resolve(query).then(() => 'allowed', (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message));
    expect(await refusal(app.db.update(auditLog).set({ outcome: 'failure' }).where(eq(auditLog.action, 'settings.renew')))).toMatch(/permission denied/);
    expect(await refusal(app.db.update(auditLog).set({ actorEmail: 'someone-else@example.com' }))).toMatch(/permission denied/);
    expect(await refusal(app.db.delete(auditLog))).toMatch(/permission denied/);
    expect(await refusal(app.db.execute(sql`truncate audit_log`))).toMatch(/permission denied/);
    expect(await owner.db.select().from(auditLog)).toHaveLength(2);
  });
});
