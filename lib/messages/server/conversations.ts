import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { saveConversationSchema } from '@/lib/messages/conversation-schema';
import type { ConversationView } from '@/lib/messages/types';
import { organizationEntries, savedConversations } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import type { Change } from './templates';

// Saved conversations (the service cannot list them). The organization's name comes from the
// entry points at read time; a conversation of an unconfigured organization shows its id.

type Row = typeof savedConversations.$inferSelect;
export type ConversationSnapshot = Omit<ConversationView, 'organizationName'>;

const snapshot = (row: Row): ConversationSnapshot => ({
  id: row.id,
  name: row.name,
  organizationId: row.organizationId,
  conversationId: row.conversationId,
  everyone: row.everyone,
});

async function organizationNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizationEntries.organizationId, name: organizationEntries.displayName })
    .from(organizationEntries)
    .where(inArray(organizationEntries.organizationId, [...new Set(ids)]));
  return new Map(rows.filter((r) => r.name).map((r) => [r.id, r.name as string]));
}

async function withNames(db: Db, rows: Row[]): Promise<ConversationView[]> {
  const names = await organizationNames(db, rows.map((r) => r.organizationId));
  return rows.map((r) => ({ ...snapshot(r), organizationName: names.get(r.organizationId) ?? null }));
}

/** Grouped by organization id, each organization's everyone conversation first, then by name. */
export async function listConversations(db: Db): Promise<ConversationView[]> {
  const rows = await db
    .select()
    .from(savedConversations)
    .orderBy(asc(savedConversations.organizationId), sql`${savedConversations.everyone} desc`, asc(savedConversations.name), asc(savedConversations.id));
  return withNames(db, rows);
}

export async function getConversationsByIds(db: Db, ids: string[]): Promise<ConversationView[]> {
  if (ids.length === 0) return [];
  return withNames(db, await db.select().from(savedConversations).where(inArray(savedConversations.id, ids)));
}

export async function countConversations(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(savedConversations);
  return row?.n ?? 0;
}

function duplicate(organizationId: string, conversationId: string): AppError {
  const message = `Conversation ${conversationId} of organization ${organizationId} is already saved.`;
  return new AppError('conflict', message, { fieldErrors: { conversationId: [message] } });
}

export async function saveConversation(db: Db, raw: unknown): Promise<Change<ConversationSnapshot>> {
  const input = saveConversationSchema.parse(raw);
  const values = { name: input.name, organizationId: input.organizationId, conversationId: input.conversationId, everyone: input.everyone };
  return db.transaction(async (tx) => {
    const clash = await tx
      .select({ id: savedConversations.id })
      .from(savedConversations)
      .where(
        and(
          eq(savedConversations.organizationId, values.organizationId),
          eq(savedConversations.conversationId, values.conversationId),
          input.mode === 'update' ? ne(savedConversations.id, input.id) : undefined,
        ),
      )
      .limit(1);
    if (clash.length > 0) throw duplicate(values.organizationId, values.conversationId);
    if (input.mode === 'create') {
      const [row] = await tx
        .insert(savedConversations)
        .values({ id: randomUUID(), ...values })
        .onConflictDoNothing()
        .returning();
      if (!row) throw duplicate(values.organizationId, values.conversationId);
      return { before: null, after: snapshot(row) };
    }
    const [existing] = await tx.select().from(savedConversations).where(eq(savedConversations.id, input.id)).limit(1);
    if (!existing) throw new AppError('not_found', 'This saved conversation is no longer there (someone may have removed it). Reload the page.');
    const [row] = await tx.update(savedConversations).set(values).where(eq(savedConversations.id, input.id)).returning();
    if (!row) throw new AppError('not_found', 'This saved conversation is no longer there. Reload the page.');
    return { before: snapshot(existing), after: snapshot(row) };
  });
}

export async function deleteConversation(db: Db, id: string): Promise<Change<ConversationSnapshot>> {
  const [row] = await db.delete(savedConversations).where(eq(savedConversations.id, id)).returning();
  if (!row) throw new AppError('not_found', 'This saved conversation is no longer there. Reload the page.');
  return { before: snapshot(row), after: null };
}

/** Demo seeding: stores conversations as given, skipping targets already saved. */
export async function insertConversationsIfAbsent(db: Db, conversations: Omit<ConversationSnapshot, 'id'>[]): Promise<number> {
  if (conversations.length === 0) return 0;
  const rows = await db
    .insert(savedConversations)
    .values(conversations.map((c) => ({ id: randomUUID(), ...c })))
    .onConflictDoNothing()
    .returning({ id: savedConversations.id });
  return rows.length;
}
