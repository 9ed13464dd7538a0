import 'server-only';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const tokenVariants = ['connect', 'oauth'] as const;
export const tokenSources = ['env', 'admin', 'renewal'] as const;

/**
 * The one service token (singleton row 'primary'). After the first start this row, not the
 * environment, is the source of truth: a renewed token is written here before it is used.
 * Every secret column holds a secret-box text (`v1:iv:tag:data`), never the plain value.
 */
export const serviceToken = pgTable(
  'service_token',
  {
    id: text('id').primaryKey().default('primary'),
    accessTokenEnc: text('access_token_enc').notNull(),
    // Kept until the new token has worked once, in case renewal revoked nothing and the new one fails.
    previousTokenEnc: text('previous_token_enc'),
    // Unknown for a pasted token until the service tells us.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    lastRenewedAt: timestamp('last_renewed_at', { withTimezone: true }),
    tokenId: text('token_id'),
    scopes: jsonb('scopes').$type<string[]>(),
    target: text('target'),
    // An upstream int64 id: text, never a JS number.
    targetId: text('target_id'),
    clientId: text('client_id'),
    clientSecretEnc: text('client_secret_enc'),
    variant: text('variant', { enum: tokenVariants }).notNull().default('connect'),
    source: text('source', { enum: tokenSources }).notNull(),
    // sha256 fingerprint of the SERVICE_ACCESS_TOKEN last adopted (lib/server/upstream): a changed
    // environment token is noticed and adopted again; the hash reveals nothing about the token.
    envTokenHash: text('env_token_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('service_token_singleton', sql`${t.id} = 'primary'`),
    check('service_token_variant_known', sql`${t.variant} in ('connect', 'oauth')`),
    check('service_token_source_known', sql`${t.source} in ('env', 'admin', 'renewal')`),
  ],
);
