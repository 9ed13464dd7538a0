import 'server-only';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamClient } from '@/lib/server/upstream/client';
import { staticTokenSource } from '@/lib/server/upstream/static-token-source';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { createKnownIds } from './known-ids';

// Whether the service knows an organization or enterprise, against the emulator over HTTP: the
// rule behind the 404 of /organizations/<id> and /enterprises/<id>.

const emu = emulatorForFile('demo');
const UNKNOWN_ID = '1234567890123456789';
let seed: SeedInfo;

function knownIds() {
  let calls = 0;
  const counting: typeof fetch = (input, init) => {
    calls += 1;
    return fetch(input, init);
  };
  const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), fetch: counting, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
  return { known: createKnownIds(client), calls: () => calls };
}

beforeAll(async () => {
  seed = await emu.seed();
});
beforeEach(async () => {
  await emu.faults({});
});

describe('known ids', () => {
  it('knows what the service knows and remembers only that', async () => {
    const { known, calls } = knownIds();
    expect(await known.organization(seed.organizations[0]!.id)).toBe('known');
    expect(await known.enterprise(seed.enterprise.id)).toBe('known');
    expect(await known.organization(UNKNOWN_ID)).toBe('unknown');
    expect(await known.enterprise(UNKNOWN_ID)).toBe('unknown');
    const asked = calls();
    expect(await known.organization(seed.organizations[0]!.id)).toBe('known');
    expect(await known.organization(UNKNOWN_ID)).toBe('unknown');
    expect(calls()).toBe(asked + 1); // the "yes" came from the cache, the "no" was asked again
  });

  it('cannot tell while the service fails, so the page is drawn and says so itself', async () => {
    const { known } = knownIds();
    await emu.faults({ failNext: [{ method: 'GET', path: '^/connect/organizations/\\d+$', status: 503, count: 3 }] });
    expect(await known.organization(seed.organizations[1]!.id)).toBe('cannot-tell');
    expect(await known.organization(seed.organizations[1]!.id)).toBe('known');
  });
});
