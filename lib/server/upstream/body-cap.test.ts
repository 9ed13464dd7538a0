import 'server-only';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamClient, type UpstreamClientOptions } from './client';
import { DEFAULT_MAX_BODY_BYTES } from './http/read-capped';
import { staticTokenSource } from './static-token-source';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { expectAppError } from '@/test/support/expect-app-error';

// Answers of the service are read up to a cap: past it the read stops with a clear error (no
// crash, no hang, no memory filled), over real HTTP with the emulator's oversized answers
// (fault padBodyBytes: valid JSON followed by that many spaces, streamed without a length).

const emu = emulatorForFile('demo');
let seed: SeedInfo;
const make = (extra: Partial<UpstreamClientOptions> = {}) =>
  createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: { attempts: 1 }, ...extra });

beforeAll(async () => {
  seed = await emu.seed();
});
beforeEach(async () => {
  await emu.faults({});
});

describe('the upstream body cap', () => {
  it('reads an answer below the cap as usual, padding and all', async () => {
    await emu.faults({ padBodyBytes: 100_000 });
    expect((await make({ maxBodyBytes: 200_000 }).getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
  });

  it('refuses an answer past the cap with a clear error, and is not retried', async () => {
    await emu.faults({ padBodyBytes: 100_000 });
    await emu.resetStats();
    const error = await expectAppError(make({ maxBodyBytes: 50_000, retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 2 } }).getEnterprise(seed.enterprise.id), 'unexpected', 200);
    expect(error.message).toMatch(/larger than Shiftdesk accepts/);
    expect(await emu.calls('GET /connect/enterprises/:id')).toBe(1);
  });

  it('holds at the default cap: 16 MB and one byte more is refused, the app keeps serving', async () => {
    await emu.faults({ padBodyBytes: DEFAULT_MAX_BODY_BYTES + 1 });
    const client = make();
    await expectAppError(client.getEnterprise(seed.enterprise.id), 'unexpected', 200);
    await emu.faults({});
    expect((await client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
  });

  it('does not let an error body past its own small cap either', async () => {
    await emu.faults({ failNext: [{ method: 'GET', path: '^/connect/enterprises/', status: 404, count: 1 }], padBodyBytes: 1_000_000 });
    await expectAppError(make().getEnterprise(seed.enterprise.id), 'not_found', 404);
  });
});
