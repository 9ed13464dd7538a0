import 'server-only';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { errorFromStatus, errorFromTransport, fieldErrorsOfBody } from './errors';
import { backoffDelay, defaultRetryPolicy, nextDelay } from './http/backoff';
import { idPath } from './http/path';
import { parseRetryAfter } from './http/retry-after';
import { urlOf } from './http/send-once';

// Pure tests of the one error mapping and the small HTTP helpers.

describe('errorFromStatus', () => {
  const cases: [number, string][] = [
    [400, 'invalid_input'],
    [401, 'unauthorised'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [405, 'invalid_input'],
    [409, 'conflict'],
    [410, 'not_found'],
    [422, 'invalid_input'],
    [429, 'rate_limited'],
    [500, 'unavailable'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [418, 'unexpected'],
    [302, 'unexpected'],
  ];
  it.each(cases)('%i -> %s, with the status and a safe message', (status, kind) => {
    const body = { message: 'secret internal detail Bearer abc.def', stack: 'at x (y.ts:1)' };
    const error = errorFromStatus(status, body);
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe(kind);
    expect(error.upstreamStatus).toBe(status);
    expect(error.message).not.toMatch(/secret internal|Bearer|abc\.def|y\.ts/);
  });

  it('405 field errors come from the body issues, dotted, trimmed, root for path-less issues', () => {
    const long = 'x'.repeat(500);
    const error = errorFromStatus(405, {
      message: 'Invalid request body',
      issues: [
        { path: 'members.0.userId', message: 'Unknown user' },
        { path: ['end'], message: 'End must be after start' },
        { path: '', message: `bad\u0000\nthing ${long}` },
        { path: 'end', message: 'Second problem' },
      ],
    });
    expect(error.fieldErrors?.['members.0.userId']).toEqual(['Unknown user']);
    expect(error.fieldErrors?.end).toEqual(['End must be after start', 'Second problem']);
    expect(error.fieldErrors?.root?.[0]).toMatch(/^bad thing x+…$/);
    expect(error.fieldErrors?.root?.[0]?.length).toBeLessThanOrEqual(200);
  });

  it('a 405 with no body, or an unreadable one, has no field errors', () => {
    expect(errorFromStatus(405, undefined).fieldErrors).toBeUndefined();
    expect(fieldErrorsOfBody('<html>')).toBeUndefined();
    expect(fieldErrorsOfBody({ issues: 'nope' })).toBeUndefined();
  });

  it('403 names the scope; 429 names the wait; 404 names the thing; writes say the change may not be saved', () => {
    expect(errorFromStatus(403, undefined, { scope: 'CALENDAR_EDIT' }).message).toMatch(/lacks permission.*CALENDAR_EDIT/);
    expect(errorFromStatus(429, undefined, {}, 2_500).message).toContain('3 seconds');
    expect(errorFromStatus(429, undefined, {}, 2_500).retryAfterMs).toBe(2_500);
    expect(errorFromStatus(404, undefined, { resource: 'calendar item' }).message).toContain('calendar item');
    expect(errorFromStatus(503, undefined, { write: true }).message).toMatch(/may not have been saved/);
  });
});

describe('errorFromTransport', () => {
  it('a timeout or abort is timeout; anything else is unavailable; AppErrors pass through', () => {
    expect(errorFromTransport(new DOMException('x', 'TimeoutError')).kind).toBe('timeout');
    expect(errorFromTransport(new DOMException('x', 'AbortError'), { write: true }).message).toMatch(/may or may not have been saved/);
    expect(errorFromTransport(new TypeError('fetch failed')).kind).toBe('unavailable');
    const original = new AppError('forbidden', 'x');
    expect(errorFromTransport(original)).toBe(original);
  });
});

describe('Retry-After and backoff', () => {
  it('reads seconds and HTTP dates, ignores garbage', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('full jitter stays within [0, min(max, base * 2^n)]', () => {
    expect(backoffDelay(defaultRetryPolicy, 0, () => 0.999)).toBeLessThan(200);
    expect(backoffDelay(defaultRetryPolicy, 3, () => 0.999)).toBeLessThan(1600);
    expect(backoffDelay(defaultRetryPolicy, 10, () => 0.999)).toBeLessThan(2000);
    expect(backoffDelay(defaultRetryPolicy, 2, () => 0)).toBe(0);
  });

  it('Retry-After is a floor, and beyond the cap means "do not retry"', () => {
    expect(nextDelay(defaultRetryPolicy, 0, 1000)).toBeGreaterThanOrEqual(1000);
    expect(nextDelay(defaultRetryPolicy, 0, 6000)).toBeUndefined();
  });
});

describe('idPath and urlOf', () => {
  it('puts valid int64 ids in the path and refuses anything else before sending', () => {
    expect(idPath('/connect/calendar-items/{id}/members/{userId}', { id: '9223372036854775807', userId: '1' })).toBe(
      '/connect/calendar-items/9223372036854775807/members/1',
    );
    for (const bad of ['', ' 1', '1e3', '0x10', '../1', '1/2', '9223372036854775808', '12345678901234567890']) {
      let caught: unknown;
      try {
        idPath('/x/{id}', { id: bad });
      } catch (error) {
        caught = error;
      }
      expect(caught, bad).toMatchObject({ kind: 'invalid_input', fieldErrors: { id: [expect.any(String)] } });
    }
  });

  it('joins the base URL (with or without a path or trailing slash) and the query', () => {
    expect(urlOf('https://api.example.com/', { path: '/connect/x', query: { a: '1', b: undefined } })).toBe('https://api.example.com/connect/x?a=1');
    expect(urlOf('https://api.example.com/base', { path: '/assets/1' })).toBe('https://api.example.com/base/assets/1');
  });
});
