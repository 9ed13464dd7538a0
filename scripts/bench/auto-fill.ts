import { greedyFill, hardBreaksOf } from '@/lib/auto-fill';
// The runner alone: the server surface also brings the route's reads, which a script under react-server cannot load.
import { runAutoFill } from '@/lib/auto-fill/server/run-auto-fill';
import { createWarmWorkers } from '@/lib/server/workers/warm-workers';
import { generatedWeek, LARGE_WEEK } from '@/test/support/auto-fill-week';
import { spreadVerdict } from './auto-fill-spread';

// `npm run bench:auto-fill`: a proposal for a generated week the size of the large seed's densest
// organization-week (test/support/auto-fill-week.ts), solved in the worker as the server will:
// time to proposal, filled against the proven maximum, hours spread against the greedy fill, and
// the independent checker's count of hard-rule breaks. Then (package.json) a1-auto-fill-server.ts:
// the same through the built dashboard on the large seed. Prints numbers; asserts nothing.

// Each time limit in turn: what a manager waits for, then long enough for the proof.
const LIMITS_MS = (process.env.BENCH_AUTO_FILL_LIMITS_MS ?? '5000,60000').split(',').map(Number);
const TARGET_MS = 5_000;

const input = generatedWeek(LARGE_WEEK);
const workers = createWarmWorkers({ idleMs: 60_000 });
console.log(`Week: ${input.people.length} people, ${input.slots.length} items, ${input.slots.reduce((n, s) => n + Math.max(0, s.needs - s.holders.length), 0)} open places`);
for (const limitMs of LIMITS_MS) {
  console.log(`Time limit ${limitMs} ms`);
  const started = performance.now();
  const proposal = await runAutoFill(workers, input, { timeLimitMs: limitMs, onProgress: (p) => console.log(`  ${Math.round(performance.now() - started)} ms`, JSON.stringify(p)) });
  const ms = Math.round(performance.now() - started);
  const { score } = proposal;
  const breaks = hardBreaksOf(input, proposal.assignments);
  const rows = [
    ['time to proposal', `${ms} ms (the worker started for the first limit)`, `<= ${TARGET_MS} ms`, ms <= TARGET_MS ? 'ok' : 'MISSED'],
    ['filled / proven maximum', `${score.filled} / ${score.provenMaximum} of ${score.slots} (${proposal.status})`, 'equal, or the gap printed', score.filled === score.provenMaximum ? 'ok' : `gap ${score.provenMaximum - score.filled}`],
    ['greedy filled', `${score.greedy.filled}`, '', ''],
    ['hours spread max | mean (h)', `${score.hoursSpread.maxAbsDeviation} | ${score.hoursSpread.meanAbsDeviation}`, `< greedy ${score.greedy.maxAbsDeviation} | ${score.greedy.meanAbsDeviation}`, spreadVerdict(input, proposal, greedyFill(input))],
    ['preferences met | avoided days worked', `${score.preferencesMet} | ${score.avoidedDaysWorked}`, '', ''],
    ['hard-rule breaks (checker)', `${breaks.length}`, '0', breaks.length === 0 ? 'ok' : 'MISSED'],
  ];
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd([38, 48, 28, 8][i]!)).join(' '));
  // Where the time went: the worker's stages (the rest of the wall time is the worker's start and the messages).
  const { cpu, ...stagesMs } = proposal.stagesMs ?? {};
  const stages = Object.entries(stagesMs);
  const inWorker = stages.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`  stages (ms): ${stages.map(([name, ms]) => `${name} ${ms}`).join(', ')}; in the worker ${proposal.solveMs} (stages ${inWorker}), outside it ${ms - proposal.solveMs}`);
  const highs = stages.filter(([name]) => name.startsWith('highs')).reduce((sum, [, v]) => sum + v, 0);
  console.log(`  the worker's CPU time for the proposal: ${cpu ?? '?'} ms (${cpu ? (cpu / proposal.solveMs).toFixed(2) : '?'} of its wall time; the machine's other load takes the rest)`);
  console.log(`  ratios of the wall time: HiGHS ${(highs / ms).toFixed(2)}, model + greedy + words + score ${((inWorker - highs) / ms).toFixed(2)}, outside the worker ${((ms - proposal.solveMs) / ms).toFixed(2)}`);
}
await workers.close();
