import 'server-only';
import type { AuditEntry } from '@/lib/server/audit';
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

/** Audit entries are collected inside the lock and written after commit (see token-store). */
export type AuditSink = AuditEntry[];

export type Actor = { id?: string | null; email?: string | null } | null | undefined;
