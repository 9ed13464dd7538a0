// The few emulator control reads the benchmark needs (no token; never counted by the emulator).

export type SeedOrganization = { id: string; name: string; timeZone: string };
export type RawItem = { id: string; start: number; end: number; updatedAt: number; deleted: boolean };

async function control<T>(emulatorUrl: string, path: string): Promise<T> {
  const response = await fetch(`${emulatorUrl}/_control/${path}`);
  if (!response.ok) throw new Error(`emulator GET /_control/${path} -> ${response.status}`);
  return (await response.json()) as T;
}

/** The seed's first organization (the large seed has only one), and which seed it is. */
export async function firstOrganization(emulatorUrl: string): Promise<SeedOrganization & { seed: string }> {
  const seed = await control<{ seed: string; organizations: SeedOrganization[] }>(emulatorUrl, 'seed');
  const [org] = seed.organizations;
  if (!org) throw new Error(`the ${seed.seed} seed has no organization`);
  return { ...org, seed: seed.seed };
}

/** The large seed's organization (it seeds only one). */
export async function largeOrganization(emulatorUrl: string): Promise<SeedOrganization> {
  const org = await firstOrganization(emulatorUrl);
  if (org.seed !== 'large') throw new Error(`the emulator runs the ${org.seed} seed, not large`);
  return org;
}

export const rawItem = (emulatorUrl: string, itemId: string) => control<RawItem>(emulatorUrl, `calendar-items/${itemId}`);

async function controlPost<T>(emulatorUrl: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${emulatorUrl}/_control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`emulator POST /_control/${path} -> ${response.status}`);
  return (await response.json()) as T;
}

export type EmulatorStats = { total: number; byRoute: Record<string, Record<string, number>> };

/** Calls the emulator answered on its service interface since the last reset. */
export const upstreamStats = (emulatorUrl: string) => control<EmulatorStats>(emulatorUrl, 'stats');
export const resetUpstreamStats = (emulatorUrl: string) => controlPost<unknown>(emulatorUrl, 'stats/reset');
/** The service's range reads (calendar-items lists, any status) since the last reset. */
export async function rangeReads(emulatorUrl: string): Promise<number> {
  const byStatus = (await upstreamStats(emulatorUrl)).byRoute['GET /connect/organizations/:id/calendar-items'] ?? {};
  return Object.values(byStatus).reduce((sum, n) => sum + n, 0);
}
/** A fresh bearer token of the demo client, for calling the emulator as any client would. */
export const issueToken = async (emulatorUrl: string) => (await controlPost<{ accessToken: string }>(emulatorUrl, 'tokens')).accessToken;

/** How many members the service lists for the organization (read like any client, with a token). */
export async function memberCount(emulatorUrl: string, organizationId: string): Promise<number> {
  const response = await fetch(`${emulatorUrl}/connect/organizations/${organizationId}/members`, { headers: { authorization: `Bearer ${await issueToken(emulatorUrl)}` } });
  if (!response.ok) throw new Error(`emulator members list -> ${response.status}`);
  const body = (await response.json()) as unknown[] | { items: unknown[] };
  return (Array.isArray(body) ? body : body.items).length;
}

/** Switches how the emulator answers (e.g. `{ idsAs: 'number' }`: ids as bare JSON numbers). */
export const setBehaviour = (emulatorUrl: string, behaviour: Record<string, string>) => controlPost<unknown>(emulatorUrl, 'behaviour', behaviour);
