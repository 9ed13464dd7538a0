import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoFillProposal } from '@/lib/auto-fill';
import { autoFillProposals } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { openTestDatabase } from '@/test/support/test-database';
import { KEPT_PROPOSALS, PROPOSAL_LIFETIME_MS, readStoredProposal, storeProposal } from './proposal-store';

// Stored proposals are pruned when a new one is stored (a real PGlite database): an organization
// keeps its newest KEPT_PROPOSALS of the last day; another organization's are left alone.
let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => opened?.close());

const proposal = { assignments: [], unfilled: [], score: {}, status: 'optimal' } as unknown as AutoFillProposal;
const store = (organizationId: string, at: Date) => storeProposal(opened.db, { organizationId, from: 0, to: 1, createdById: null, proposal }, at);
const idsOf = async (organizationId: string) => (await opened.db.select({ id: autoFillProposals.id }).from(autoFillProposals).where(eq(autoFillProposals.organizationId, organizationId))).map((r) => r.id).sort();

describe('storing a proposal', () => {
  it('drops the organization’s proposals older than a day, keeps younger ones, and leaves other organizations’ alone', async () => {
    const start = Date.UTC(2030, 0, 1);
    const old = await store('1', new Date(start));
    const elsewhere = await store('2', new Date(start));
    const younger = await store('1', new Date(start + PROPOSAL_LIFETIME_MS - 60_000));
    expect(await idsOf('1')).toEqual([old, younger].sort());
    const fresh = await store('1', new Date(start + PROPOSAL_LIFETIME_MS + 1));
    expect(await idsOf('1')).toEqual([younger, fresh].sort());
    expect(await readStoredProposal(opened.db, old)).toBeNull();
    expect(await idsOf('2')).toEqual([elsewhere]);
  });

  it('keeps only the newest KEPT_PROPOSALS of an organization', async () => {
    const start = Date.UTC(2031, 0, 1);
    const ids: string[] = [];
    for (let i = 0; i <= KEPT_PROPOSALS; i++) ids.push(await store('3', new Date(start + i * 1000)));
    expect(await idsOf('3')).toEqual(ids.slice(1).sort());
    expect((await readStoredProposal(opened.db, ids.at(-1)!))?.proposal).toEqual(proposal);
  });
});
