import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/types';
import { userProfiles } from '@/lib/server/db/schema';

// Profiles as last read from the service, in the database every instance shares.

export type StoredProfile = { userId: string; fullName: string | undefined; avatarPublicId: string | undefined; fetchedAt: number };

export interface ProfileStore {
  read(userIds: readonly string[]): Promise<StoredProfile[]>;
  write(profiles: readonly StoredProfile[]): Promise<void>;
}

/** Postgres limits a statement to 65,535 parameters; 1,000 ids or rows per statement stays far below. */
const CHUNK = 1_000;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/** The value an upsert proposed for a column (Postgres' `excluded` row). */
const proposed = (column: AnyPgColumn) => sql`excluded.${sql.identifier(column.name)}`;

export function databaseProfileStore(db: () => Promise<Db>): ProfileStore {
  return {
    async read(userIds) {
      const found: StoredProfile[] = [];
      for (const ids of chunks(userIds)) {
        const rows = await (await db()).select().from(userProfiles).where(inArray(userProfiles.userId, ids));
        for (const row of rows) {
          found.push({ userId: row.userId, fullName: row.fullName ?? undefined, avatarPublicId: row.avatarPublicId ?? undefined, fetchedAt: row.fetchedAt.getTime() });
        }
      }
      return found;
    },
    async write(profiles) {
      for (const batch of chunks(profiles)) {
        const rows = batch.map((p) => ({ userId: p.userId, fullName: p.fullName ?? null, avatarPublicId: p.avatarPublicId ?? null, fetchedAt: new Date(p.fetchedAt) }));
        // A newer read wins; an older one arriving late (another instance, a slow refresh) does not undo it.
        await (await db())
          .insert(userProfiles)
          .values(rows)
          .onConflictDoUpdate({
            target: userProfiles.userId,
            set: { fullName: proposed(userProfiles.fullName), avatarPublicId: proposed(userProfiles.avatarPublicId), fetchedAt: proposed(userProfiles.fetchedAt) },
            setWhere: sql`${userProfiles.fetchedAt} <= ${proposed(userProfiles.fetchedAt)}`,
          });
      }
    },
  };
}
