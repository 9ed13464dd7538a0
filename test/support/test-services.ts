import { parseServerEnv } from '@/lib/env';
import type { AppServices } from '@/lib/server/access';
import { composeApp } from '@/lib/server/app/compose-app';
import type { Db } from '@/lib/server/db';

/**
 * Test support: the app's own composition (lib/server/app/compose-app.ts) on a test's database,
 * for tests that run the pipeline or a feature directly without an emulator file of their own.
 * Its service client points nowhere reachable unless `env` says otherwise; `overrides` swap in a
 * test's own pieces (a scope check on its client, a token store, a rate limiter).
 */
export function servicesFor(db: Db, overrides: Partial<AppServices> = {}, env: Record<string, string> = {}): AppServices {
  const parsed = parseServerEnv({ DATA_DIR: '/nonexistent', SERVICE_BASE_URL: 'http://127.0.0.1:9', TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32), ...env });
  return { ...composeApp(parsed, db).services, ...overrides };
}
