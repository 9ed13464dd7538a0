import 'server-only';
import { Writable } from 'node:stream';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamClient } from '@/lib/server/upstream/client';
import { staticTokenSource } from '@/lib/server/upstream/static-token-source';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { withLogContext } from './log-context';
import { captureLogs } from '@/test/support/capture-logs';
import { createLogger, REDACTED } from './logger';

// What the logs hold: JSON lines, one per attempt at the service (over real HTTP to the emulator,
// a 429 with Retry-After among them), the request's context on each, and never a secret.

const emu = emulatorForFile('demo');
let seed: SeedInfo;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  seed = await emu.seed();
});
beforeEach(async () => {
  await emu.faults({});
  logs = captureLogs();
});

describe('upstream call lines', () => {
  it('one line per attempt: a 429 with its Retry-After and the retry, then the answer, each with the request context', async () => {
    await emu.faults({ retryAfterSeconds: 1, failNext: [{ method: 'GET', path: '^/connect/enterprises/', status: 429, count: 1 }] });
    const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 } });
    await logs.during(() => withLogContext({ requestId: 'req-1', userId: 'u-1', route: 'GET /api/x' }, () => client.getEnterprise(seed.enterprise.id)));

    const calls = logs.lines().filter((l) => l.upstream);
    expect(calls.map((l) => l.upstream)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/connect/enterprises/{id}', status: 429, attempt: 1, error: 'rate_limited', retryAfterMs: 1_000, retry: { reason: 'rate_limited', delayMs: expect.any(Number) } }),
      expect.objectContaining({ method: 'GET', path: '/connect/enterprises/{id}', status: 200, attempt: 2 }),
    ]);
    expect(calls[0]!.level).toBe('warn');
    expect((calls[0]!.upstream!.retry as { delayMs: number }).delayMs).toBeGreaterThanOrEqual(1_000);
    for (const line of calls) {
      expect(line).toMatchObject({ requestId: 'req-1', userId: 'u-1', route: 'GET /api/x', service: 'shiftdesk' });
      expect(line.upstream!.durationMs).toEqual(expect.any(Number));
    }
    expect(logs.text()).not.toContain(seed.firstToken);
    expect(logs.text()).not.toContain(seed.enterprise.id);
  });

  it('a write that fails is one line, with no retry', async () => {
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/calendar-items$', status: 503, count: 1 }] });
    const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken) });
    const body = { organizationId: seed.organizations[0]!.id, start: Date.now(), end: Date.now() + 3_600_000, timeZoneName: 'UTC', type: 'MEETING' as const, name: 'Logged' };
    await expect(logs.during(() => client.createCalendarItem(body))).rejects.toMatchObject({ kind: 'unavailable' });
    const calls = logs.lines().filter((l) => l.upstream);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.upstream).toMatchObject({ method: 'POST', path: '/connect/calendar-items', status: 503, attempt: 1, error: 'unavailable' });
    expect(calls[0]!.upstream).not.toHaveProperty('retry');
  });
});

describe('redaction', () => {
  it('removes tokens, secrets, passwords, cookies and authorization headers wherever they are logged', () => {
    const written: string[] = [];
    const log = createLogger({ level: 'info', destination: new Writable({ write: (chunk, _e, done) => (written.push(String(chunk)), done()) }) });
    log.info({ token: 'tok-top', grant: { accessToken: 'tok-1', refreshToken: 'tok-2', clientSecret: 'sec-1' }, user: { password: 'pw-1' }, request: { headers: { authorization: 'Bearer tok-3', cookie: 'sd_session=c-1', 'set-cookie': 'sd_session=c-2' } } }, 'secrets');
    const line = JSON.parse(written.join('')) as Record<string, Record<string, unknown>>;
    expect(line.token).toBe(REDACTED);
    expect(line.grant).toEqual({ accessToken: REDACTED, refreshToken: REDACTED, clientSecret: REDACTED });
    expect(line.user).toEqual({ password: REDACTED });
    expect(line.request!.headers).toEqual({ authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED });
    for (const secret of ['tok-top', 'tok-1', 'tok-2', 'tok-3', 'sec-1', 'pw-1', 'c-1', 'c-2']) expect(written.join('')).not.toContain(secret);
  });
});
