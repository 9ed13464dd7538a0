// Where an e2e run's wall time went beyond its tests, read from Playwright's JSON report: the wait
// before the first test (servers' start-up, the sign-in setup), each lane's time inside tests, the
// gaps between them (beforeAll/afterAll hooks such as an extra dashboard's start-up, a new worker)
// and the time a lane sat idle at the end while another finished. Printed by `npm run e2e:timings`.

export type TimedResult = { startTime: string; duration: number; parallelIndex: number; project: string };

export type LaneUse = { lane: number; inTests: number; gaps: number; idleAtEnd: number; biggestGaps: { ms: number; before: string }[] };

export type WallUse = { wall: number; beforeSetup: number; setup: number; lanes: LaneUse[] };

/** `results` carry the title of their test in `before`'s place (the gap is the time before that test). */
export function wallUse(runStart: string, wallMs: number, results: (TimedResult & { title: string })[]): WallUse {
  const t0 = Date.parse(runStart);
  // A test that never ran (skipped after a failure in a serial file) has no lane: parallelIndex -1.
  const spans = results.filter((r) => r.parallelIndex >= 0).map((r) => ({ ...r, start: Date.parse(r.startTime) - t0, end: Date.parse(r.startTime) - t0 + r.duration })).sort((a, b) => a.start - b.start);
  const setup = spans.filter((s) => s.project === 'setup');
  const tests = spans.filter((s) => s.project !== 'setup');
  const setupEnd = setup.length > 0 ? Math.max(...setup.map((s) => s.end)) : (tests[0]?.start ?? 0);
  const beforeSetup = setup[0]?.start ?? tests[0]?.start ?? 0;
  const lanes = [...new Set(tests.map((s) => s.parallelIndex))].sort((a, b) => a - b).map((lane): LaneUse => {
    const mine = tests.filter((s) => s.parallelIndex === lane);
    const inTests = mine.reduce((sum, s) => sum + s.duration, 0);
    const gapList = mine.map((s, i) => ({ ms: s.start - (i === 0 ? setupEnd : mine[i - 1]!.end), before: s.title }));
    return {
      lane,
      inTests,
      gaps: gapList.reduce((sum, g) => sum + Math.max(0, g.ms), 0),
      idleAtEnd: wallMs - Math.max(...mine.map((s) => s.end)),
      biggestGaps: gapList.sort((a, b) => b.ms - a.ms).slice(0, 3),
    };
  });
  return { wall: wallMs, beforeSetup, setup: setupEnd - beforeSetup, lanes };
}
