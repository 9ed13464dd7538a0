import { afterAll, beforeAll } from 'vitest';
import { parseJsonExact } from '@/lib/contract/json';
import { startEmulator, type RunningEmulator } from '@/emulator/server';

// Test support: one real emulator per test file, reached over real HTTP, plus its control API
// (seed, faults, behaviour, tokens, stats). Nothing here is used by the app.

export interface SeedInfo {
  clientId: string;
  clientSecret: string;
  firstToken: string;
  authorizationCode: string;
  enterprise: { id: string; name: string };
  organizations: { id: string; name: string; timeZone: string }[];
  users: { id: string; fullName: string; organizationIds: string[] }[];
  templates: { id: string; keys: { key: string; required: boolean }[] }[];
  conversations: SeedConversation[];
  /** Demo seed: an enterprise the token reads that demo mode does not configure (null otherwise). */
  otherEnterprise: { id: string; name: string; organizations: { id: string; name: string; timeZone: string }[]; conversations: SeedConversation[] } | null;
}

type SeedConversation = { organizationId: string; conversationId: string; name: string; everyone: boolean };

export interface Stats {
  total: number;
  byRoute: Record<string, Record<string, number>>;
  byPath: Record<string, number>;
  status405: number;
  renewals: number;
}

export interface EmulatorHarness {
  readonly url: string;
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  reset(seed?: 'demo' | 'large' | 'empty'): Promise<void>;
  seed(): Promise<SeedInfo>;
  faults(body: Record<string, unknown>): Promise<void>;
  behaviour(body: Record<string, unknown>): Promise<void>;
  /** A fresh token with these scopes (all by default); expiresInSeconds <= 0 makes it expired. */
  token(scopes?: string[], expiresInSeconds?: number): Promise<{ accessToken: string; expiresAt: number }>;
  revoke(accessToken: string): Promise<void>;
  stats(): Promise<Stats>;
  resetStats(): Promise<void>;
  /** Calls of one route pattern, e.g. 'GET /connect/users/:id', all statuses summed. */
  calls(route: string): Promise<number>;
}

/** `options`: the emulator's clock and the demo's morning, for tests of the demo itself. */
export function emulatorForFile(seed: 'demo' | 'large' | 'empty' = 'demo', options: { now?: () => number; morning?: boolean } = {}): EmulatorHarness {
  let running: RunningEmulator | undefined;
  beforeAll(async () => {
    running = await startEmulator({ port: 0, seed, ...options });
  });
  afterAll(async () => {
    await running?.close();
  });

  const h: EmulatorHarness = {
    get url() {
      if (!running) throw new Error('emulator not started');
      return running.url;
    },
    async control<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${h.url}/_control/${path}`, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status} ${text}`);
      return (text ? parseJsonExact(text) : undefined) as T;
    },
    reset: async (name = seed) => void (await h.control('POST', 'reset', { seed: name })),
    seed: () => h.control<SeedInfo>('GET', 'seed'),
    faults: async (body) => void (await h.control('POST', 'faults', body)),
    behaviour: async (body) => void (await h.control('POST', 'behaviour', body)),
    token: (scopes, expiresInSeconds) => h.control('POST', 'tokens', { scopes, expiresInSeconds }),
    revoke: async (accessToken) => void (await h.control('POST', 'tokens/revoke', { accessToken })),
    stats: () => h.control<Stats>('GET', 'stats'),
    resetStats: async () => void (await h.control('POST', 'stats/reset')),
    async calls(route) {
      const row = (await h.stats()).byRoute[route] ?? {};
      return Object.values(row).reduce((sum, n) => sum + n, 0);
    },
  };
  return h;
}

/** Start of the current UTC day plus `days` and `hours`, epoch ms. */
export function dayAt(days: number, hours = 0): number {
  return Math.floor(Date.now() / 86_400_000) * 86_400_000 + days * 86_400_000 + hours * 3_600_000;
}
