import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AutoFillProposal } from '@/lib/auto-fill';
import { autoFillProposals } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Where each answered proposal is kept, for applying it later by its id (drafts, issue 26 point 4).

export type StoredProposal = { id: string; organizationId: string; from: number; to: number; createdById: string | null; createdAt: Date; proposal: AutoFillProposal };

export async function storeProposal(db: Db, made: Omit<StoredProposal, 'id' | 'createdAt'>): Promise<string> {
  const id = randomUUID();
  await db.insert(autoFillProposals).values({ id, organizationId: made.organizationId, rangeFrom: made.from, rangeTo: made.to, createdById: made.createdById, proposal: made.proposal });
  return id;
}

/** The proposal as it was answered, or null (no such id). The caller checks its organization. */
export async function readStoredProposal(db: Db, id: string): Promise<StoredProposal | null> {
  const [row] = await db.select().from(autoFillProposals).where(eq(autoFillProposals.id, id));
  if (!row) return null;
  return { id: row.id, organizationId: row.organizationId, from: row.rangeFrom, to: row.rangeTo, createdById: row.createdById, createdAt: row.createdAt, proposal: row.proposal as AutoFillProposal };
}
