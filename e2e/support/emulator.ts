import { E2E_EMULATOR_URL } from './servers';

// The e2e emulator's control API (/_control/, see emulator/README.md), reached over HTTP like
// the app reaches the emulator. Never part of the app.

export type EmulatorSeed = {
  clientId: string;
  clientSecret: string;
  authorizationCode: string;
  enterprise: { id: string; name: string };
  organizations: { id: string; name: string; timeZone: string }[];
};

export type EmulatorStats = { total: number; byRoute: Record<string, Record<string, number>>; status405: number; renewals: number };

async function control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E_EMULATOR_URL}/_control/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} /_control/${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const emulator = {
  /** The seeded world; every call also issues a fresh single-use authorization code. */
  seed: () => control<EmulatorSeed>('GET', 'seed'),
  stats: () => control<EmulatorStats>('GET', 'stats'),
  /** A fresh token of the demo client (all scopes and 30 days unless told). */
  issueToken: (options: { scopes?: string[]; expiresInSeconds?: number } = {}) =>
    control<{ accessToken: string; expiresAt: number; scope: string[] }>('POST', 'tokens', options),
};
