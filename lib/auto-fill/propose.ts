import type { Highs } from 'highs';
import { explain } from './explain';
import { greedyFill } from './greedy';
import { improveBySwaps } from './improve-by-swaps';
import { buildModel, completeStart, type MipModel } from './model';
import { hoursSpreadOf, preferencesOf } from './score';
import { missingOf } from './slot-classes';
import { FLOOR_SHARE, keepsEveryRow, solveModel, type TierProgress } from './solve-model';
import type { AutoFillInput, AutoFillProposal, Assignment } from './types';

// A proposal: the model solved, its answer dealt out to items, explained and scored beside the
// greedy fill. HiGHS is handed in (its WebAssembly loads asynchronously, once per worker).

/** The part of the time limit kept for the words and the score (on the large week ~0.1–0.5 s of 5 s). */
const WORDS_SHARE = 0.12;

export type ProposeOptions = { timeLimitMs: number; onProgress?: (p: TierProgress) => void };

/** The model's chosen (person, class) pairs as item lines: each class's places to its soonest items. */
function dealOut(input: AutoFillInput, model: MipModel, x: readonly number[]): Assignment[] {
  const lines: Assignment[] = [];
  const left = model.classes.map((cls) => cls.items.map((i) => ({ ...i })));
  model.xCols.forEach(({ person, cls }, col) => {
    if ((x[col] ?? 0) < 0.5) return;
    const item = left[cls]!.find((i) => i.missing > 0);
    if (!item) return;
    item.missing -= 1;
    lines.push({ itemId: item.itemId, userId: input.people[person]!.userId });
  });
  return lines;
}

/** The greedy fill as the model's columns (each greedy line is its person in its slot's class). */
function startFrom(input: AutoFillInput, model: MipModel, greedy: readonly Assignment[]): number[] {
  const classOfItem = new Map(model.classes.flatMap((cls, c) => cls.items.map((i) => [i.itemId, c] as const)));
  const personIndex = new Map(input.people.map((p, i) => [p.userId, i]));
  const column = new Map(model.xCols.map(({ person, cls }, col) => [`${person}|${cls}`, col]));
  const x = new Array<number>(model.xCols.length).fill(0);
  for (const { itemId, userId } of greedy) {
    const col = column.get(`${personIndex.get(userId)}|${classOfItem.get(itemId)}`);
    if (col !== undefined) x[col] = 1;
  }
  return x;
}

/**
 * The solver's start: the greedy fill made fairer by swaps, topped up wherever the swaps freed
 * someone a place was waiting for, again while that fills more (until `deadline`). Fuller than
 * greedy and at least as fair; should it fill every place, the fill needs no search to be proven.
 */
function fullerStart(input: AutoFillInput, model: MipModel, greedy: Assignment[], deadline: number): Assignment[] {
  const fairness = model.tiers.find((t) => t.name === 'fairness');
  const keeps = (lines: readonly Assignment[]) => keepsEveryRow(model, completeStart(model, startFrom(input, model, lines)));
  if (!fairness || !keeps(greedy)) return greedy;
  let best = greedy;
  while (Date.now() < deadline) {
    const swapped = dealOut(input, model, improveBySwaps(model, fairness, completeStart(model, startFrom(input, model, best)), deadline).values);
    const topped = greedyFill(input, swapped);
    if (topped.length === swapped.length || !keeps(topped)) return swapped;
    best = topped;
  }
  return best;
}

/** Runs `work`, adding its time to `stages` under `name`. */
function timed<T>(stages: Record<string, number>, name: string, work: () => T): T {
  const started = Date.now();
  try {
    return work();
  } finally {
    stages[name] = (stages[name] ?? 0) + Date.now() - started;
  }
}

export function propose(highs: Highs, input: AutoFillInput, options: ProposeOptions): AutoFillProposal {
  const started = Date.now();
  const stages: Record<string, number> = {};
  const model = timed(stages, 'model', () => buildModel(input));
  const greedy = timed(stages, 'greedy', () => greedyFill(input));
  const fuller = timed(stages, 'fuller start', () => fullerStart(input, model, greedy, started + options.timeLimitMs * FLOOR_SHARE));
  const start = timed(stages, 'start', () => startFrom(input, model, fuller));
  // The limit bounds the whole proposal: the words and the score after the solve get their share too.
  const solveLimitMs = options.timeLimitMs * (1 - WORDS_SHARE) - (Date.now() - started);
  const answer = solveModel(highs, model, { timeLimitMs: Math.max(1, solveLimitMs), start, startSwapped: fuller !== greedy, onProgress: options.onProgress });
  for (const [tier, ms] of Object.entries(answer.tierMs ?? {})) stages[`highs ${tier}`] = ms;
  // Topped up: a place the solver left open (time limit, fairness swaps) that someone free can take.
  const chosen = timed(stages, 'top-up', () => greedyFill(input, dealOut(input, model, answer.x)));
  const { assignments, unfilled } = timed(stages, 'words', () => explain(input, chosen));
  const preferences = timed(stages, 'score', () => preferencesOf(input, chosen));
  const slots = input.slots.reduce((sum, s) => sum + missingOf(s), 0);
  const spreads = timed(stages, 'score', () => ({ chosen: hoursSpreadOf(input, chosen), greedy: hoursSpreadOf(input, greedy) }));
  return {
    assignments,
    unfilled,
    score: {
      slots,
      filled: chosen.length,
      provenMaximum: Math.min(slots, Math.floor((answer.fillBound + 1e-6) / model.fillWeight)),
      hoursSpread: spreads.chosen,
      preferencesMet: preferences.met,
      avoidedDaysWorked: preferences.avoidedWorked,
      greedy: { filled: greedy.length, ...spreads.greedy },
    },
    status: answer.optimal ? 'optimal' : 'timeLimit',
    solveMs: Date.now() - started,
    stagesMs: stages,
  };
}


