import 'server-only';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateCalendarItemBody } from '@/lib/contract/calendar-item';
import { createUpstreamClient, type UpstreamClient, type UpstreamClientOptions } from './client';
import { staticTokenSource } from './static-token-source';
import { dayAt, emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { expectAppError } from '@/test/support/expect-app-error';

// The retry policy over real HTTP: reads retry (backoff, Retry-After), writes never retry blindly.

const emu = emulatorForFile('demo');
let seed: SeedInfo;
let client: UpstreamClient;
const fast = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 };
const ENTERPRISE_ROUTE = 'GET /connect/enterprises/:id';
const CREATE_ROUTE = 'POST /connect/calendar-items';

function make(extra: Partial<UpstreamClientOptions> = {}): UpstreamClient {
  return createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: fast, ...extra });
}

function meeting(name: string): CreateCalendarItemBody {
  return { organizationId: seed.organizations[1]!.id, start: dayAt(5, 14), end: dayAt(5, 15), timeZoneName: 'UTC', type: 'MEETING', name };
}

async function itemsNamed(name: string) {
  const items = await client.listCalendarItems(seed.organizations[1]!.id, { from: dayAt(5, 14), to: dayAt(5, 14) });
  return items.filter((i) => i.name === name);
}

beforeAll(async () => {
  seed = await emu.seed();
  client = make();
});
beforeEach(async () => {
  await emu.faults({});
  await emu.resetStats();
});

describe('reads', () => {
  it('a GET is retried after a 503', async () => {
    await emu.faults({ failNext: [{ method: 'GET', path: '^/connect/enterprises/', status: 503, count: 1 }] });
    expect((await client.getEnterprise(seed.enterprise.id)).id).toBe(seed.enterprise.id);
    expect((await emu.stats()).byRoute[ENTERPRISE_ROUTE]).toEqual({ 503: 1, 200: 1 });
  });

  it('a GET is retried after a 429, waiting for Retry-After', async () => {
    await emu.faults({ retryAfterSeconds: 1, failNext: [{ method: 'GET', path: '^/connect/enterprises/', status: 429, count: 1 }] });
    const started = Date.now();
    await client.getEnterprise(seed.enterprise.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect((await emu.stats()).byRoute[ENTERPRISE_ROUTE]).toEqual({ 429: 1, 200: 1 });
  });

  it('a Retry-After beyond the cap is not waited for: rate_limited at once, with the delay', async () => {
    await emu.faults({ retryAfterSeconds: 30, failNext: [{ method: 'GET', path: '^/connect/enterprises/', status: 429, count: 1 }] });
    const error = await expectAppError(client.getEnterprise(seed.enterprise.id), 'rate_limited', 429);
    expect(error.retryAfterMs).toBe(30_000);
    expect(error.message).toContain('30 seconds');
    expect((await emu.stats()).byRoute[ENTERPRISE_ROUTE]).toEqual({ 429: 1 });
  });

  it('gives up after three attempts', async () => {
    await emu.faults({ failNext: [{ method: 'GET', path: '^/connect/enterprises/', status: 502, count: 5 }] });
    await expectAppError(client.getEnterprise(seed.enterprise.id), 'unavailable', 502);
    expect((await emu.stats()).byRoute[ENTERPRISE_ROUTE]).toEqual({ 502: 3 });
  });

  it('a dropped connection and a slow answer are retried, then reported as unavailable / timeout', async () => {
    await emu.faults({ dropRate: 1 });
    await expectAppError(client.getEnterprise(seed.enterprise.id), 'unavailable');
    expect((await emu.stats()).byRoute[ENTERPRISE_ROUTE]).toEqual({ dropped: 3 });
    await emu.faults({ dropRate: 0, latencyMs: { min: 300, max: 300 } });
    await expectAppError(make({ timeouts: { readMs: 100 } }).getEnterprise(seed.enterprise.id), 'timeout');
    await new Promise((r) => setTimeout(r, 400));
    expect((await emu.stats()).byRoute[ENTERPRISE_ROUTE]?.['200']).toBe(3);
  });

  it('an unreachable service is unavailable', async () => {
    const nowhere = createUpstreamClient({ baseUrl: 'http://127.0.0.1:9', tokens: staticTokenSource('x'), retry: fast });
    const error = await expectAppError(nowhere.getEnterprise(seed.enterprise.id), 'unavailable');
    expect(error.upstreamStatus).toBeUndefined();
  });
});

describe('writes', () => {
  it('a POST answered 503 is NOT retried', async () => {
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/calendar-items$', status: 503, count: 1 }] });
    const error = await expectAppError(client.createCalendarItem(meeting('503 once')), 'unavailable', 503);
    expect(error.message).toMatch(/may not have been saved/);
    expect((await emu.stats()).byRoute[CREATE_ROUTE]).toEqual({ 503: 1 });
    expect(await itemsNamed('503 once')).toHaveLength(0);
  });

  it('a POST whose answer was lost after it was applied is not resent: one item exists', async () => {
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/calendar-items$', status: 503, count: 1, afterHandling: true }] });
    await expectAppError(client.createCalendarItem(meeting('applied once')), 'unavailable', 503);
    expect((await emu.stats()).byRoute[CREATE_ROUTE]).toEqual({ 503: 1 });
    expect(await itemsNamed('applied once')).toHaveLength(1);
  });

  it('a write that times out surfaces as timeout and is not resent', async () => {
    await emu.faults({ latencyMs: { min: 300, max: 300 } });
    const error = await expectAppError(make({ timeouts: { writeMs: 100 } }).createCalendarItem(meeting('slow write')), 'timeout');
    expect(error.message).toMatch(/reload to check/);
    await emu.faults({});
    await new Promise((r) => setTimeout(r, 400));
    expect((await emu.stats()).byRoute[CREATE_ROUTE]).toEqual({ 200: 1 });
    expect(await itemsNamed('slow write')).toHaveLength(1); // why resending would have duplicated it
  });

  it('a POST refused with 429 (not processed) is retried after Retry-After', async () => {
    await emu.faults({ retryAfterSeconds: 1, failNext: [{ method: 'POST', path: '^/connect/calendar-items$', status: 429, count: 1 }] });
    const item = await client.createCalendarItem(meeting('after 429'));
    expect(item.name).toBe('after 429');
    expect((await emu.stats()).byRoute[CREATE_ROUTE]).toEqual({ 429: 1, 200: 1 });
    expect(await itemsNamed('after 429')).toHaveLength(1);
  });
});
