import { afterEach, describe, expect, it } from 'vitest';
import { createWarmWorkers, type WarmWorkers } from './warm-workers';

const echo = { url: new URL('../../../test/support/echo-worker.mjs', import.meta.url) };
let workers: WarmWorkers;
afterEach(() => workers.close());

describe('warm workers', () => {
  it('runs jobs one at a time, in order, in one worker kept between them, at the lowest CPU priority', async () => {
    workers = createWarmWorkers({ idleMs: 60_000 });
    const seen: unknown[] = [];
    const run = (data: string) => workers.run(echo, data, { stopAfterMs: 60_000, onProgress: (p) => seen.push(p) }).then((r) => (seen.push(`done ${data}`), r as { pid: number; priority: number }));
    const answers = await Promise.all(['a', 'b', 'c'].map(run));
    expect(seen).toEqual(['started a', 'done a', 'started b', 'done b', 'started c', 'done c']);
    expect(new Set(answers.map((a) => a.pid)).size).toBe(1);
    // At the lowest CPU priority: the server's requests come first.
    expect(answers[0]).toMatchObject({ priority: 19 });
  });

  it("refuses a job with the worker's error, and a job whose worker stopped or hung, then runs the next in a new worker", async () => {
    workers = createWarmWorkers({ idleMs: 60_000 });
    const options = { stopAfterMs: 2_000 };
    const first = (await workers.run(echo, 'a', options)) as { pid: number };
    await expect(workers.run(echo, 'fail', options)).rejects.toThrow('failed as asked');
    expect(await workers.run(echo, 'b', options)).toMatchObject({ pid: first.pid, data: 'b' });
    await expect(workers.run(echo, 'exit', options)).rejects.toThrow('code 3');
    const afterExit = (await workers.run(echo, 'c', options)) as { pid: number };
    expect(afterExit.pid).not.toBe(first.pid);
    await expect(workers.run(echo, 'hang', options)).rejects.toThrow('No answer within 2000 ms');
    expect(((await workers.run(echo, 'd', options)) as { pid: number }).pid).not.toBe(afterExit.pid);
  });

  it('refuses what is queued when the app stops', async () => {
    workers = createWarmWorkers({ idleMs: 60_000 });
    const hung = expect(workers.run(echo, 'hang', { stopAfterMs: 60_000 })).rejects.toThrow('stopping');
    const queued = expect(workers.run(echo, 'a', { stopAfterMs: 60_000 })).rejects.toThrow('stopping');
    await workers.close();
    await Promise.all([hung, queued]);
  });
});
