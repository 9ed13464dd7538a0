import 'server-only';
import type { ServerEnv } from '@/lib/env';
import type { Db } from '@/lib/server/db/types';
import type { SharedReads, TokenStore, UpstreamClient } from '@/lib/server/upstream';
import type { ScopeCheck } from './scope-check';
import type { UserRateLimiter } from './user-rate-limit';
import type { WarmWorkers } from '@/lib/server/workers/warm-workers';

/**
 * What the app is made of: built once per process by the composition root (lib/server/app/), or
 * by a test for itself, and handed to every handler, page read and runner as a parameter. Nothing
 * below the root looks any of these up on its own.
 */
export type AppServices = {
  /** The validated configuration the services were built from. */
  env: ServerEnv;
  db: Db;
  /** The service's HTTP interface, with the app's token. */
  upstream: UpstreamClient;
  /** The service token: status, renewal, adoption. */
  tokens: TokenStore;
  /** Range reads shared by every user of this process. */
  shared: SharedReads;
  /** Which organizations, enterprises and items may be touched (the configured entry points). */
  scope: ScopeCheck;
  /** Each user's share of the one service token's rate limit. */
  rateLimit: UserRateLimiter;
  /** CPU-bound work (auto-fill's solves) off the request thread, in workers kept warm between jobs. */
  workers: WarmWorkers;
};
