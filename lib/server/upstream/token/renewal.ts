import 'server-only';
import { AppError } from '@/lib/errors';
import { noServiceToken } from '../errors';
import type { AuditSink, TokenContext, Actor } from './context';
import { exchangeToken, storedFromGrant } from './exchange';
import { isRenewalDue } from './renewal-timing';
import { readStoredToken, writeStoredToken, type StoredToken } from './stored-token';
import { withTokenLock } from './token-lock';

export type RenewalReason =
  | { kind: 'due' }
  /** A request with this token was refused (401). */
  | { kind: 'rejected'; token: string }
  | { kind: 'manual'; actor: Actor };


/** Whether the row read inside the lock still needs this renewal, or someone already did it. */
function stillNeeded(row: StoredToken, reason: RenewalReason, now: number): boolean {
  if (reason.kind === 'due') return isRenewalDue(row, now);
  if (reason.kind === 'rejected') return row.accessToken === reason.token;
  return true;
}

/**
 * Renews the stored token under the advisory lock: re-read the row, give up if another instance
 * already renewed, exchange, write the new token with the old one kept as previous, commit.
 * Returns the row as committed. Audit entries are appended to `audit` and written by the caller
 * after the transaction, so "success" is only ever recorded for a committed token.
 */
export async function renewLocked(ctx: TokenContext, reason: RenewalReason, audit: AuditSink): Promise<StoredToken> {
  const db = await ctx.db();
  const actor = reason.kind === 'manual' ? reason.actor : null;
  let attempted: StoredToken | undefined;
  let renewed = false;
  try {
    const result = await withTokenLock(db, async (tx) => {
      const row = await readStoredToken(tx, ctx.key);
      if (!row) throw noServiceToken();
      const now = ctx.now();
      if (!stillNeeded(row, reason, now)) return row;
      attempted = row;
      const grant = await exchangeToken(ctx.exchanger, row.accessToken, row, now);
      const next = storedFromGrant(grant, row, { source: 'renewal', previousToken: row.accessToken, now, renewed: true });
      await writeStoredToken(tx, ctx.key, next);
      renewed = true;
      return next;
    });
    if (renewed) {
      audit.push({
        action: 'token.renewed',
        outcome: 'success',
        actor,
        target: { type: 'service_token', id: result.tokenId ?? 'primary' },
        detail: { reason: reason.kind, variant: result.variant, expiresAt: result.expiresAt?.toISOString() ?? null, scopes: result.scopes ?? null },
      });
    }
    return result;
  } catch (error) {
    if (attempted) {
      audit.push({
        action: 'token.renewed',
        outcome: 'failure',
        actor,
        target: { type: 'service_token', id: attempted.tokenId ?? 'primary' },
        upstreamStatus: error instanceof AppError ? (error.upstreamStatus ?? null) : null,
        // A failure after the exchange succeeded means the new token could not be saved.
        detail: { reason: reason.kind, variant: attempted.variant, error: error instanceof AppError ? error.kind : 'not_saved' },
      });
    }
    throw error;
  }
}
