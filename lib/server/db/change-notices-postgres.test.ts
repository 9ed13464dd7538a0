import 'server-only';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createSharedReads, dropShared } from '@/lib/server/upstream';
import { postgresDatabaseForFile, postgresTestsEnabled } from '@/test/support/postgres-for-file';
import { changeNotices, type ChangeNotices } from './change-notices';

// Two "instances" (each its own shared reads and its own connections) on one real PostgreSQL: a
// write announced by one drops the organization on the other, and an instance whose listening
// connection is lost keeps nothing until it listens again. PGlite has one connection and no other
// instance, so this runs on the throwaway PostgreSQL of vitest's global setup.

/** Promises that resolve at the next `poke()`. */
function signal() {
  const waiters: (() => void)[] = [];
  return { next: () => new Promise<void>((resolve) => waiters.push(resolve)), poke: () => waiters.splice(0).forEach((resolve) => resolve()) };
}

function instance(url: string) {
  const store = createSharedReads({ ttlMs: 60_000, maxBytes: 1_000_000 });
  const heard: (string | null)[] = [];
  const changed = signal();
  const listeningChanged = signal();
  let listening = false;
  const notices: ChangeNotices = changeNotices(url, {
    changed: (organizationId) => {
      dropShared(store, organizationId);
      heard.push(organizationId);
      changed.poke();
    },
    listening: (on) => {
      listening = on;
      store.setKeeping(on);
      listeningChanged.poke();
    },
  });
  const until = async (want: boolean) => {
    while (listening !== want) await listeningChanged.next();
  };
  const keep = (organizationId: string) => store.read(organizationId, `range of ${organizationId}`, async () => organizationId, () => 1);
  return { store, notices, heard, nextChange: changed.next, until, keep };
}

describe.skipIf(!postgresTestsEnabled)('change notices between instances on PostgreSQL', () => {
  const database = postgresDatabaseForFile('notices');
  const opened: ReturnType<typeof instance>[] = [];
  const start = () => {
    const made = instance(database.url);
    opened.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(opened.map((i) => i.notices.close()));
  });

  it('keeps nothing until it listens; a write announced by A drops that organization on B only', async () => {
    const a = start();
    const b = start();
    await b.keep('org-1');
    expect(b.store.size().entries).toBe(0); // not listening yet: a notice could be missed
    await Promise.all([a.until(true), b.until(true)]);
    await b.keep('org-1');
    await b.keep('org-2');
    expect(b.store.size().entries).toBe(2);

    const heard = b.nextChange();
    await a.notices.publish('org-1');
    await heard;
    expect(b.heard).toEqual(['org-1']);
    expect(a.heard).toEqual([]); // an instance does not hear itself (it dropped before announcing)
    expect(b.store.size().entries).toBe(1);

    const all = b.nextChange();
    await a.notices.publish(null); // a write whose organization is not known
    await all;
    expect(b.store.size().entries).toBe(0);
  });

  it('a lost listening connection stops keeping until LISTEN holds again', async () => {
    const b = start();
    await b.until(true);
    await b.keep('org-3');
    expect(b.store.size().entries).toBe(1);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
    } finally {
      await admin.end();
    }
    await b.until(false);
    expect(b.store.size().entries).toBe(0);
    await b.keep('org-3');
    expect(b.store.size().entries).toBe(0);
    await b.until(true); // reconnected by itself
    await b.keep('org-3');
    expect(b.store.size().entries).toBe(1);
  });
});
