import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrations-folder';
import { openDatabase } from './open-database';
import { dashboardUsers, serviceToken } from './schema';

const expectedTables = [
  'audit_log',
  'auto_fill_proposals',
  'card_templates',
  'copies',
  'copy_rows',
  'dashboard_users',
  'draft_lines',
  'drafts',
  'enterprise_entries',
  'item_needs',
  'item_positions',
  'message_outbox',
  'offers',
  'organization_entries',
  'person_availability',
  'person_positions',
  'positions',
  'published_until',
  'recent_changes',
  'repeat_occurrences',
  'repeat_series',
  'repeat_settings',
  'saved_conversations',
  'service_token',
  'sessions',
  'shift_templates',
  'sign_in_throttle',
  'user_profiles',
  'week_template_items',
  'week_templates',
];

async function tableNames(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string[]> {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

describe('openDatabase', () => {
  const tempDirs: string[] = [];
  afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('applies the committed migrations to a fresh in-memory PGlite', async () => {
    const { db, driver, close } = await openDatabase({ dataDir: 'memory' });
    try {
      expect(driver).toBe('pglite');
      expect(await tableNames(db)).toEqual(expectedTables);
      // The constraints the code relies on are really there.
      await expect(
        db.insert(dashboardUsers).values({ email: 'Upper@Example.com', name: 'x', role: 'viewer', passwordHash: 'x' }),
      ).rejects.toThrow();
      await expect(db.insert(serviceToken).values({ id: 'second', accessTokenEnc: 'v1:x', source: 'env' })).rejects.toThrow();
    } finally {
      await close();
    }
  });

  it('gives PGlite 16MB of shared buffers, not initdb\'s 128MB (memory: docs/decisions/memory.md)', async () => {
    const { db, close } = await openDatabase({ dataDir: 'memory', migrate: false });
    try {
      const { rows } = await db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await close();
    }
  });

  it('opens without migrating when asked, and then has no tables', async () => {
    const { db, close } = await openDatabase({ dataDir: 'memory', migrate: false });
    try {
      expect(await tableNames(db)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('creates missing parent folders, keeps data across reopen and migrates only once', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shiftdesk-db-'));
    tempDirs.push(root);
    const dir = path.join(root, 'nested', 'pglite');

    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(dashboardUsers).values({ email: 'a@example.com', name: 'A', role: 'admin', passwordHash: 'x' });
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await openDatabase({ dataDir: dir });
    try {
      const users = await second.db.select().from(dashboardUsers);
      expect(users.map((u) => u.email)).toEqual(['a@example.com']);
      const { rows } = await second.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(journal.entries.length).toBeGreaterThan(0);
      expect(rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await second.close();
    }
  });
});
