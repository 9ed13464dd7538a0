import { describe, expect, it } from 'vitest';
import { wallUse } from './e2e-lane-use';

const at = (seconds: number) => new Date(Date.parse('2026-01-01T00:00:00Z') + seconds * 1000).toISOString();
const result = (project: string, lane: number, start: number, seconds: number, title: string) => ({ project, parallelIndex: lane, startTime: at(start), duration: seconds * 1000, title });

describe('wallUse', () => {
  it('splits a run into start-up, setup, time in tests, gaps between them and idle at the end', () => {
    const use = wallUse(at(0), 100_000, [
      result('setup', 0, 30, 5, 'sign in as admin'),
      result('setup', 1, 31, 6, 'sign in as viewer'),
      result('chromium', 0, 37, 20, 'a'),
      result('chromium', 0, 70, 30, 'b'), // 13 s of hooks before it
      result('chromium', 1, 38, 40, 'c'),
      result('chromium', -1, 0, 0, 'never ran'),
    ]);
    expect(use).toMatchObject({ wall: 100_000, beforeSetup: 30_000, setup: 7_000 });
    expect(use.lanes).toEqual([
      { lane: 0, inTests: 50_000, gaps: 13_000, idleAtEnd: 0, biggestGaps: [{ ms: 13_000, before: 'b' }, { ms: 0, before: 'a' }] },
      { lane: 1, inTests: 40_000, gaps: 1_000, idleAtEnd: 22_000, biggestGaps: [{ ms: 1_000, before: 'c' }] },
    ]);
  });
});
