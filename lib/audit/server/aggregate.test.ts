import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/open-database';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { listAudit } from './list-audit';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { withLogContext } from '@/lib/server/log/log-context';

// Refusals are aggregated per action, actor, target, address and minute so a burst cannot flood the log.

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory' });
});
afterAll(async () => opened.close());

const viewer = { id: 'u-viewer', email: 'viewer@example.com' };
const at = (iso: string) => new Date(iso);

describe('aggregated refusals', () => {
  it('a burst of refusals in one minute is one row with the count, keeping the first detail', async () => {
    const burst = 40;
    await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        recordAudit({ action: 'access.refused', outcome: 'refused', actor: viewer, detail: { attempt: i }, at: at(`2030-01-01T10:00:${String(i % 60).padStart(2, '0')}Z`) }, opened.db),
      ),
    );
    const rows = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'access.refused'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(burst);
    const page = await listAudit(opened.db, { action: 'access.refused' });
    expect(page.entries.map((e) => e.count)).toEqual([burst]);
  });

  it('starts a new row for another minute, another actor or another action', async () => {
    const refuse = (action: string, actor: { id?: string; email: string }, iso: string) => recordAudit({ action, outcome: 'refused', actor, at: at(iso) }, opened.db);
    await refuse('settings.connect_service', viewer, '2030-01-02T10:00:10Z');
    await refuse('settings.connect_service', viewer, '2030-01-02T10:00:50Z');
    await refuse('settings.connect_service', viewer, '2030-01-02T10:01:00Z');
    await refuse('settings.connect_service', { email: 'other@example.com' }, '2030-01-02T10:00:20Z');
    await refuse('calendar_item.moved', viewer, '2030-01-02T10:00:30Z');
    const rows = await opened.db.select().from(auditLog).where(eq(auditLog.outcome, 'refused')).orderBy(asc(auditLog.id));
    expect(rows.slice(1).map((r) => [r.action, r.actorEmail, r.count])).toEqual([
      ['settings.connect_service', viewer.email, 2],
      ['settings.connect_service', viewer.email, 1],
      ['settings.connect_service', 'other@example.com', 1],
      ['calendar_item.moved', viewer.email, 1],
    ]);
  });

  it('never aggregates successes or failures: each is its own row', async () => {
    for (let i = 0; i < 3; i++) {
      await recordAudit({ action: 'auth.sign_in_failed', outcome: 'failure', actor: viewer, at: at('2030-01-03T10:00:00Z') }, opened.db);
      await recordAudit({ action: 'auth.signed_in', outcome: 'success', actor: viewer, at: at('2030-01-03T10:00:00Z') }, opened.db);
    }
    const rows = await opened.db.select().from(auditLog).where(eq(auditLog.actorEmail, viewer.email));
    const counts = rows.filter((r) => r.outcome !== 'refused').map((r) => r.count);
    expect(counts).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('keeps every target of a burst, each row with the client address and the request id of the request', async () => {
    const targets = ['111', '222', '333'];
    await withLogContext({ requestId: 'req-probe', client: '203.0.113.44' }, async () => {
      for (const id of [...targets, ...targets, '111']) {
        await recordAudit({ action: 'access.out_of_scope', outcome: 'refused', actor: viewer, target: { type: 'organization', id }, at: at('2030-01-04T10:00:05Z') }, opened.db);
      }
    });
    const rows = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'access.out_of_scope')).orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.targetId, r.count, r.clientAddress, r.requestId])).toEqual([
      ['111', 3, '203.0.113.44', 'req-probe'],
      ['222', 2, '203.0.113.44', 'req-probe'],
      ['333', 2, '203.0.113.44', 'req-probe'],
    ]);
  });

  it('keeps a row per client address: one address of a burst does not hide the others', async () => {
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.1']) {
      await recordAudit({ action: 'auth.sign_in_failed', outcome: 'refused', actor: { email: 'sprayed@example.com' }, client, at: at('2030-01-05T10:00:00Z') }, opened.db);
    }
    const rows = await opened.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'sprayed@example.com')).orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.clientAddress, r.count])).toEqual([
      ['198.51.100.1', 2],
      ['198.51.100.2', 1],
    ]);
  });

  it('every entry, not only refusals, carries the address and request id of its request (sign-outs, token events, settings)', async () => {
    await withLogContext({ requestId: 'req-out', client: '192.0.2.33' }, () =>
      recordAudit({ action: 'auth.signed_out', outcome: 'success', actor: { id: 'u-out', email: 'out@example.com' } }, opened.db),
    );
    const [row] = await opened.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'out@example.com'));
    expect(row).toMatchObject({ clientAddress: '192.0.2.33', requestId: 'req-out' });
  });
});
