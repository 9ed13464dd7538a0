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

function knownIds(options?: { deadlineMs: number }) {
  let calls = 0;
  const counting: typeof fetch = (input, init) => {
    calls += 1;
    return fetch(input, init);
  };
  const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), fetch: counting, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
  return { known: createKnownIds(client, options), calls: () => calls };
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
    // A deadline past the client's retries (503s are retried after their Retry-After): this is about a failed answer.
    const { known } = knownIds({ deadlineMs: 30_000 });
    await emu.faults({ failNext: [{ method: 'GET', path: '^/connect/organizations/\\d+$', status: 503, count: 3 }] });
    expect(await known.organization(seed.organizations[1]!.id)).toBe('cannot-tell');
    expect(await known.organization(seed.organizations[1]!.id)).toBe('known');
  });

  it('cannot tell while the service keeps the page waiting past the deadline; the late answer is kept', async () => {
    const { known, calls } = knownIds({ deadlineMs: 50 });
    const id = seed.organizations[2]!.id;
    await emu.control('POST', 'hold', { method: 'GET', path: `^/connect/organizations/${id}$` });
    try {
      expect(await known.organization(id)).toBe('cannot-tell');
    } finally {
      await emu.control('POST', 'hold/release', {});
    }
    await expect.poll(async () => {
      const before = calls();
      const answer = await known.organization(id);
      return answer === 'known' && calls() === before; // from the cache: the held read's answer was kept
    }).toBe(true);
  });
});
