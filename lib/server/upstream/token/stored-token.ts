import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { serviceToken } from '@/lib/server/db/schema';
import { decryptSecret, encryptSecret } from '@/lib/server/crypto/secret-box';

// The service_token row, decrypted. Secrets are sealed on the way in and opened on the way out
// here and nowhere else, so no other module ever sees a sealed or a plain column by mistake.

export type TokenVariant = 'connect' | 'oauth';
export type TokenSourceKind = 'env' | 'admin' | 'renewal';

export interface StoredToken {
  accessToken: string;
  /** The token before the last renewal, kept until the new one has worked once. */
  previousToken: string | undefined;
  expiresAt: Date | undefined;
  issuedAt: Date;
  lastRenewedAt: Date | undefined;
  tokenId: string | undefined;
  scopes: string[] | undefined;
  target: string | undefined;
  targetId: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  variant: TokenVariant;
  source: TokenSourceKind;
  /** sha256 of the SERVICE_ACCESS_TOKEN last adopted, to notice when the operator changes it. */
  envTokenHash: string | undefined;
  updatedAt: Date;
}

const ROW_ID = 'primary';

/** The stored row exists but cannot be opened (TOKEN_ENCRYPTION_KEY changed, or it was altered). */
export class UnreadableTokenError extends Error {
  constructor() {
    super('The stored service token cannot be decrypted with the current TOKEN_ENCRYPTION_KEY');
    this.name = 'UnreadableTokenError';
  }
}

/** A one-way fingerprint: enough to notice a changed env token, useless to anyone reading the row. */
export function envTokenHash(token: string): string {
  return createHash('sha256').update(`shiftdesk.env-token:${token}`).digest('hex');
}

export async function readStoredToken(db: Db, key: Uint8Array): Promise<StoredToken | undefined> {
  const [row] = await db.select().from(serviceToken).where(eq(serviceToken.id, ROW_ID)).limit(1);
  if (!row) return undefined;
  try {
    return {
      accessToken: decryptSecret(row.accessTokenEnc, key),
      previousToken: row.previousTokenEnc ? decryptSecret(row.previousTokenEnc, key) : undefined,
      expiresAt: row.expiresAt ?? undefined,
      issuedAt: row.issuedAt,
      lastRenewedAt: row.lastRenewedAt ?? undefined,
      tokenId: row.tokenId ?? undefined,
      scopes: row.scopes ?? undefined,
      target: row.target ?? undefined,
      targetId: row.targetId ?? undefined,
      clientId: row.clientId ?? undefined,
      clientSecret: row.clientSecretEnc ? decryptSecret(row.clientSecretEnc, key) : undefined,
      variant: row.variant,
      source: row.source,
      envTokenHash: row.envTokenHash ?? undefined,
      updatedAt: row.updatedAt,
    };
  } catch {
    throw new UnreadableTokenError();
  }
}

/** Inserts or replaces the singleton row with `token`, sealing its secrets. */
export async function writeStoredToken(db: Db, key: Uint8Array, token: StoredToken): Promise<void> {
  const values = {
    accessTokenEnc: encryptSecret(token.accessToken, key),
    previousTokenEnc: token.previousToken === undefined ? null : encryptSecret(token.previousToken, key),
    expiresAt: token.expiresAt ?? null,
    issuedAt: token.issuedAt,
    lastRenewedAt: token.lastRenewedAt ?? null,
    tokenId: token.tokenId ?? null,
    scopes: token.scopes ?? null,
    target: token.target ?? null,
    targetId: token.targetId ?? null,
    clientId: token.clientId ?? null,
    clientSecretEnc: token.clientSecret === undefined ? null : encryptSecret(token.clientSecret, key),
    variant: token.variant,
    source: token.source,
    envTokenHash: token.envTokenHash ?? null,
    updatedAt: token.updatedAt,
  };
  await db
    .insert(serviceToken)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: serviceToken.id, set: values });
}

/**
 * Forgets the previous token once the current one has worked - only if the row is still the one
 * we read (updatedAt unchanged), so a renewal by another instance in between is never undone.
 */
export async function forgetPreviousToken(db: Db, readAt: Date): Promise<void> {
  await db
    .update(serviceToken)
    .set({ previousTokenEnc: null })
    .where(and(eq(serviceToken.id, ROW_ID), eq(serviceToken.updatedAt, readAt)));
}
