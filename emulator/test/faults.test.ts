import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../app';
import { FIRST_TOKEN, ORG_CAFE, emulatorForFile, shiftBody } from './harness';

// Fault injection through /_control/faults, and the stats that count what reached the interface.

const h = emulatorForFile();
const LIST = `/connect/organizations/${ORG_CAFE}/calendar-items`;

beforeEach(() => h.reset('empty'));

describe('faults', () => {
  it('failNext fails the next N matching requests before handling, then clears itself', async () => {
    await h.control('POST', 'faults', { failNext: [{ method: 'GET', path: '/calendar-items$', status: 503, count: 2 }] });
    const first = await h.call('GET', LIST);
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('1');
    expect((await h.call('GET', `/connect/organizations/${ORG_CAFE}`)).status).toBe(200); // not matching
    expect((await h.call('GET', LIST)).status).toBe(503);
    expect((await h.call('GET', LIST)).status).toBe(200);
    expect((await h.control('GET', 'faults')).body.failNext).toEqual([]);
  });

  it('failNext with afterHandling processes the write and then answers the error (a lost response)', async () => {
    await h.control('POST', 'faults', { failNext: [{ method: 'POST', path: '^/connect/calendar-items$', status: 504, count: 1, afterHandling: true }] });
    const r = await h.call('POST', '/connect/calendar-items', { body: shiftBody(ORG_CAFE) });
    expect(r.status).toBe(504);
    expect((await h.call('GET', LIST)).body).toHaveLength(1);
  });

  it('rateLimit: a per-token fixed window answers 429 with Retry-After; other tokens are unaffected', async () => {
    await h.control('POST', 'faults', { rateLimit: { limit: 3, windowMs: 30_000 } });
    for (let n = 0; n < 3; n += 1) expect((await h.call('GET', LIST)).status).toBe(200);
    const limited = await h.call('GET', LIST);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect((await h.call('GET', LIST, { token: await h.token() })).status).toBe(200);
    await h.control('POST', 'faults', { rateLimit: null });
    expect((await h.call('GET', LIST)).status).toBe(200);
  });

  it('rateLimitRate and errorRate answer 429 (with the configured Retry-After) and 5xx', async () => {
    await h.control('POST', 'faults', { rateLimitRate: 1, retryAfterSeconds: 7 });
    const limited = await h.call('GET', LIST);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    await h.control('POST', 'faults', { rateLimitRate: 0, errorRate: 1 });
    for (let n = 0; n < 5; n += 1) expect([500, 502, 503]).toContain((await h.call('GET', LIST)).status);
    // Control endpoints are never faulted.
    expect((await h.control('GET', 'seed')).status).toBe(200);
    await h.control('POST', 'faults', {});
    expect((await h.call('GET', LIST)).status).toBe(200);
  });

  it('latencyMs delays answers', async () => {
    await h.control('POST', 'faults', { latencyMs: { min: 150, max: 160 } });
    const started = performance.now();
    expect((await h.call('GET', LIST)).status).toBe(200);
    // A lower bound on the injected delay (a little under it, for timer rounding): a slow machine
    // only makes the answer later, so this cannot fail for want of speed. No ceiling here.
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('dropRate destroys the connection without an answer, and counts it', async () => {
    await h.control('POST', 'faults', { dropRate: 1 });
    await expect(fetch(`${h.url}${LIST}`, { headers: { authorization: 'Bearer demo-first-token' } })).rejects.toThrow();
    await h.control('POST', 'faults', {});
    expect((await h.control('GET', 'stats')).body.byRoute['GET /connect/organizations/:id/calendar-items']).toEqual({ dropped: 1 });
  });

  it('dropRate in-process (no socket): the fetch handler rejects', async () => {
    const { app, state, dispose } = createEmulator({ seed: 'empty' });
    state.faults.dropRate = 1;
    await expect(app.fetch(new Request(`http://emulator${LIST}`))).rejects.toThrow(/dropped/);
    dispose();
  });

  it('padBodyBytes follows every 2xx JSON answer with that many spaces, streamed without a length', async () => {
    await h.control('POST', 'faults', { padBodyBytes: 200_000 });
    const response = await fetch(`${h.url}/connect/organizations/${ORG_CAFE}`, { headers: { authorization: `Bearer ${FIRST_TOKEN}` } });
    expect(response.headers.get('content-length')).toBeNull();
    const text = await response.text();
    expect(text.length).toBeGreaterThan(200_000);
    expect(JSON.stringify(JSON.parse(text))).toContain(ORG_CAFE);
    expect((await h.call('GET', '/connect/organizations/1')).status).toBe(404); // errors are not padded
    await h.control('POST', 'faults', {});
    expect((await (await fetch(`${h.url}/connect/organizations/${ORG_CAFE}`, { headers: { authorization: `Bearer ${FIRST_TOKEN}` } })).text()).length).toBeLessThan(10_000);
  });

  it('an invalid faults body is refused with 400 and changes nothing', async () => {
    const r = await h.control('POST', 'faults', { errorRate: 2 });
    expect(r.status).toBe(400);
    expect((await h.call('GET', LIST)).status).toBe(200);
  });
});

describe('stats', () => {
  it('counts interface requests by route pattern and status, and 405s; reset clears them', async () => {
    await h.control('POST', 'stats/reset');
    await h.call('GET', LIST);
    await h.call('GET', LIST);
    await h.call('GET', '/connect/users/abc');
    await h.call('GET', LIST, { token: null });
    await h.control('GET', 'seed');
    const stats = (await h.control('GET', 'stats')).body;
    expect(stats).toMatchObject({ total: 4, status405: 1, renewals: 0 });
    expect(stats.byRoute).toEqual({
      'GET /connect/organizations/:id/calendar-items': { '200': 2, '401': 1 },
      'GET /connect/users/:id': { '405': 1 },
    });
    expect((await h.control('POST', 'stats/reset')).body.total).toBe(0);
  });
});
