import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, notInArray, or } from 'drizzle-orm';
import type { AutoFillProposal } from '@/lib/auto-fill';
import { autoFillProposals } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Where each answered proposal is kept, for applying it later by its id (drafts, issue 26 point 4).
// A proposal is for applying soon after it is read (the week moves on, and every press of Auto-fill
// stores one): storing one prunes its organization's to the newest KEPT_PROPOSALS of the last day.

/** How many proposals an organization keeps, and for how long, at most. */
export const KEPT_PROPOSALS = 20;
export const PROPOSAL_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type StoredProposal = { id: string; organizationId: string; from: number; to: number; createdById: string | null; createdAt: Date; proposal: AutoFillProposal };

export async function storeProposal(db: Db, made: Omit<StoredProposal, 'id' | 'createdAt'>, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db.insert(autoFillProposals).values({ id, organizationId: made.organizationId, rangeFrom: made.from, rangeTo: made.to, createdById: made.createdById, proposal: made.proposal, createdAt: now });
  await pruneProposals(db, made.organizationId, now);
  return id;
}

/** Drops the organization's proposals older than a day, and all but its newest KEPT_PROPOSALS. */
export async function pruneProposals(db: Db, organizationId: string, now = new Date()): Promise<void> {
  const ofOrganization = eq(autoFillProposals.organizationId, organizationId);
  const newest = db.select({ id: autoFillProposals.id }).from(autoFillProposals).where(ofOrganization).orderBy(desc(autoFillProposals.createdAt), desc(autoFillProposals.id)).limit(KEPT_PROPOSALS);
  await db.delete(autoFillProposals).where(and(ofOrganization, or(lt(autoFillProposals.createdAt, new Date(now.getTime() - PROPOSAL_LIFETIME_MS)), notInArray(autoFillProposals.id, newest))));
}

/** The proposal as it was answered, or null (no such id). The caller checks its organization. */
export async function readStoredProposal(db: Db, id: string): Promise<StoredProposal | null> {
  const [row] = await db.select().from(autoFillProposals).where(eq(autoFillProposals.id, id));
  if (!row) return null;
  return { id: row.id, organizationId: row.organizationId, from: row.rangeFrom, to: row.rangeTo, createdById: row.createdById, createdAt: row.createdAt, proposal: row.proposal as AutoFillProposal };
}
