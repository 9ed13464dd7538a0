import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/open-database';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { listAudit } from '@/lib/audit/server';
import { recordAudit } from './record-audit';
import { captureLogs } from '@/test/support/capture-logs';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory' });
  for (let i = 0; i < 7; i++) {
    await recordAudit(
      {
        action: i % 2 ? 'calendar_item.moved' : 'message.sent',
        outcome: i === 3 ? 'failure' : 'success',
        actor: { id: `u${i % 3}`, email: `user${i % 3}@example.com` },
        target: { type: 'calendar_item', id: `900719925474099${i}` },
        upstreamStatus: i === 3 ? 503 : null,
        before: { start: 1 },
        after: { start: 2, clientSecret: 's3cret', nested: { authorization: 'Bearer x', countryCode: '+44', tokenId: 't1' }, big: 10n },
      },
      opened.db,
    );
  }
});
afterAll(async () => opened.close());

describe('audit log', () => {
  it('lists newest first with a cursor that pages to the end', async () => {
    const first = await listAudit(opened.db, { limit: 3, withTotal: true });
    expect(first.total).toBe(7);
    expect(first.entries.map((e) => e.targetId)).toEqual(['9007199254740996', '9007199254740995', '9007199254740994']);
    expect(first.nextCursor).not.toBeNull();
    const second = await listAudit(opened.db, { limit: 3, before: first.nextCursor ?? undefined });
    const third = await listAudit(opened.db, { limit: 3, before: second.nextCursor ?? undefined });
    expect([...first.entries, ...second.entries, ...third.entries].map((e) => e.id)).toEqual(
      [...first.entries, ...second.entries, ...third.entries].map((e) => e.id).sort((a, b) => b - a),
    );
    expect(third.entries).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by action, actor email and outcome', async () => {
    expect((await listAudit(opened.db, { action: 'calendar_item.moved', withTotal: true })).total).toBe(3);
    expect((await listAudit(opened.db, { actorEmail: 'USER0@example.com' })).entries).toHaveLength(3);
    const failures = await listAudit(opened.db, { outcome: 'failure' });
    expect(failures.entries.map((e) => e.upstreamStatus)).toEqual([503]);
  });

  it('keeps secrets out of before/after but keeps harmless look-alikes', async () => {
    const [entry] = (await listAudit(opened.db, { limit: 1 })).entries;
    expect(entry?.after).toEqual({
      start: 2,
      clientSecret: '[redacted]',
      nested: { authorization: '[redacted]', countryCode: '+44', tokenId: 't1' },
      big: '10',
    });
  });

  it('never throws when the write fails, and logs instead', async () => {
    const broken = await openDatabase({ dataDir: 'memory', migrate: false });
    const logs = captureLogs();
    try {
      await expect(logs.during(() => recordAudit({ action: 'x.y', outcome: 'success' }, broken.db))).resolves.toBeUndefined();
      expect(logs.lines()).toEqual([expect.objectContaining({ level: 'error', msg: 'could not record an audit entry', audit: { action: 'x.y', outcome: 'success' } })]);
    } finally {
      await broken.close();
    }
  });
});
