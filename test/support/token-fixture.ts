import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { openDatabase } from '@/lib/server/db/open-database';
import type { Db, OpenedDatabase } from '@/lib/server/db/types';
import { createUpstreamClient, type UpstreamClient } from '@/lib/server/upstream/client';
import { createTokenStore, type TokenStore, type TokenStoreOptions } from '@/lib/server/upstream/token-store';

// One real in-memory PGlite database per test file (migrated like production; emptied of token
// and audit rows before each test), and "app instances" on it: a token store plus a client. Two
// instances on the same database are two app servers sharing one PostgreSQL.

export interface Instance {
  db: Db;
  store: TokenStore;
  client: UpstreamClient;
}

export const fastRetry = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 };
const encryptionKey = randomBytes(32);

export function testDatabaseForFile(): { readonly db: Db } {
  let opened: OpenedDatabase | undefined;
  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory' });
  });
  afterAll(async () => {
    await opened?.close();
  });
  beforeEach(async () => {
    await opened?.db.execute(sql`truncate service_token, audit_log`);
  });
  return {
    get db() {
      if (!opened) throw new Error('database not open');
      return opened.db;
    },
  };
}

export function openInstance(db: Db, baseUrl: string, options: Partial<TokenStoreOptions> = {}): Instance {
  const store = createTokenStore({ db, encryptionKey, baseUrl, audit: (entry) => recordAudit(entry, db), ...options });
  const client = createUpstreamClient({ baseUrl, tokens: store, retry: fastRetry, fetch: options.fetch });
  return { db, store, client };
}
