import { E2E_EMULATOR_URL } from './servers';

// Test-side access to the emulator's control endpoints (never to the dashboard's internals).
export type EmulatorSeed = {
  clientId: string;
  clientSecret: string;
  firstToken: string;
  authorizationCode: string;
  enterprise: { id: string; name: string };
  organizations: { id: string; name: string; timeZone: string }[];
  users: { id: string; fullName: string; organizationIds: string[] }[];
};

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E_EMULATOR_URL}/_control/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} ${path} -> ${response.status}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const emulator = {
  seed: () => control<EmulatorSeed>('GET', 'seed'),
  faults: (faults: Record<string, unknown>) => control<unknown>('POST', 'faults', faults),
  clearFaults: () => control<unknown>('POST', 'faults', {}),
  stats: () => control<{ total: number; byRoute: Record<string, Record<string, number>>; renewals: number }>('GET', 'stats'),
};
