import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/open-database';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { listAuditActions, MAX_LISTED_ACTIONS } from './list-actions';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory' });
});
afterAll(async () => opened.close());

describe('listAuditActions', () => {
  it('is empty for an empty log', async () => {
    expect(await listAuditActions(opened.db)).toEqual([]);
  });

  it('lists each action once, sorted', async () => {
    for (const action of ['token.renewed', 'auth.signed_in', 'auth.sign_in_failed', 'auth.signed_in', 'access.refused', 'token.renewed']) {
      await recordAudit({ action, outcome: 'success' }, opened.db);
    }
    expect(await listAuditActions(opened.db)).toEqual(['access.refused', 'auth.sign_in_failed', 'auth.signed_in', 'token.renewed']);
  });

  it('stops at the cap', async () => {
    for (let i = 0; i < MAX_LISTED_ACTIONS + 5; i++) {
      await recordAudit({ action: `zz.${String(i).padStart(3, '0')}`, outcome: 'success' }, opened.db);
    }
    const actions = await listAuditActions(opened.db);
    expect(actions).toHaveLength(MAX_LISTED_ACTIONS);
    expect(actions.slice(0, 4)).toEqual(['access.refused', 'auth.sign_in_failed', 'auth.signed_in', 'token.renewed']);
  });
});
