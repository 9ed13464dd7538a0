import 'server-only';
import type { Db } from '@/lib/server/db/types';
import type { TokenExchanger } from './exchange';
import type { TokenVariant } from './stored-token';

/** What the token store's parts share. */
export interface TokenContext {
  db: () => Promise<Db>;
  key: Uint8Array;
  exchanger: TokenExchanger;
  now: () => number;
  /** The first credentials from the environment (SERVICE_ACCESS_TOKEN, client id and secret). */
  env: { accessToken?: string; clientId?: string; clientSecret?: string; variant: TokenVariant };
}

/**
 * What the token store reports to the audit log. The store is handed a function that writes
 * these (the app: recordAudit), so the service client never imports the audit layer above it.
 */
export type TokenAuditEntry = {
  action: string;
  outcome: 'success' | 'failure' | 'refused';
  actor?: Actor;
  target?: { type: string; id: string } | null;
  upstreamStatus?: number | null;
  detail?: unknown;
};

/** Audit entries are collected inside the lock and written after commit (see token-store). */
export type AuditSink = TokenAuditEntry[];

export type Actor = { id?: string | null; email?: string | null } | null | undefined;
