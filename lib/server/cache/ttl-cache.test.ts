import 'server-only';
import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  const make = (now: { t: number }, maxEntries = 3) => new TtlCache<string, number>({ ttlMs: 100, failureTtlMs: 10, maxEntries, now: () => now.t });

  it('shares one load between concurrent callers and serves it until the TTL ends', async () => {
    const now = { t: 0 };
    const cache = make(now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    now.t = 99;
    expect(await cache.get('a', load)).toBe(1);
    now.t = 100;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('remembers a failure only briefly', async () => {
    const now = { t: 0 };
    const cache = make(now);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('down');
    };
    await expect(cache.get('a', failing)).rejects.toThrow('down');
    await expect(cache.get('a', failing)).rejects.toThrow('down');
    expect(calls).toBe(1);
    now.t = 10;
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('is bounded: the oldest entries go first', async () => {
    const now = { t: 0 };
    const cache = make(now, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => 1);
    expect(cache.size).toBe(3);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), 2));
    expect(reloaded).toBe(true);
  });
});
