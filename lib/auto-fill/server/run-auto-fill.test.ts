import { afterAll, describe, expect, it } from 'vitest';
import { hardBreaksOf } from '@/lib/auto-fill';
import { generatedWeek } from '@/test/support/auto-fill-week';
import { createWarmWorkers } from '@/lib/server/workers/warm-workers';
import { runAutoFill, type AutoFillProgress } from '.';

const workers = createWarmWorkers({ idleMs: 60_000 });
afterAll(() => workers.close());

describe('auto-fill off the request thread', () => {
  it('solves in a worker while this thread keeps running callbacks, and reports its progress', async () => {
    const input = generatedWeek({ people: 60, items: 250 });
    const seen: string[] = [];
    const progress: AutoFillProgress[] = [];
    // A tick between the worker's first word and its answer can only run if this thread is free.
    const ticking = setInterval(() => seen.at(-1) === 'progress' || seen.at(-1) === 'tick' ? seen.push('tick') : undefined, 1);
    const proposal = await runAutoFill(workers, input, {
      timeLimitMs: 60_000,
      onProgress: (p) => {
        progress.push(p);
        seen.push('progress');
      },
    }).finally(() => clearInterval(ticking));
    seen.push('done');
    expect(seen.slice(seen.indexOf('progress'))).toContain('tick');
    expect(progress[0]).toEqual({ stage: 'solving' });
    expect(progress.at(-1)).toMatchObject({ stage: 'tier', done: progress.length - 1 });
    expect(proposal.score.filled).toBeGreaterThan(0);
    expect(hardBreaksOf(input, proposal.assignments)).toEqual([]);
  });

  it("refuses with the solver's error", async () => {
    await expect(runAutoFill(workers, { from: 0, to: 1, timeZone: 'Not/AZone', rules: generatedWeek({ people: 1, items: 1 }).rules, slots: [{ itemId: 'a', start: 0, end: 1, needs: 1, holders: [], position: null }], people: [] }, { timeLimitMs: 1_000 })).rejects.toThrow(/Not\/AZone/);
  });
});
