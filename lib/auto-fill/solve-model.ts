import type { Highs } from 'highs';
import { improveBySwaps } from './improve-by-swaps';
import { completeStart, type MipModel, type Tier } from './model';

// The tiers solved one after the other on one HiGHS model: each tier's best value becomes a row
// ("at least this many filled", "no less fair than this") before the next one runs, and the last
// answer warm-starts the next solve. Successive solves rather than one weighted sum: the weights a
// single sum needs to keep the order strict grow past what floating point keeps exact, and the fill
// tier's own dual bound is the proof of the most any staffing can fill.

export type TierProgress = { tier: Tier['name']; done: number; of: number; optimal: boolean };
/** `tierMs`: each tier's time in HiGHS (its run and reading its answer), and `load` (the model handed to it). */
export type ModelAnswer = { x: number[]; optimal: boolean; fillBound: number; fillValue: number; tierMs?: Record<string, number> };

const OPTIMAL = 7;
// Measured on the large week: the root LP in 0.6 s of CPU with the primal simplex, 4.9 s with the dual.
const PRIMAL_SIMPLEX = 4;
const SHARE: Record<Tier['name'], number> = { fill: 5, fairness: 3, preferences: 1, continuity: 1 };
const SOLUTION_FEASIBLE = 2;
/** The part of the whole time the first swaps (the fairness floor) may use, and of the fairness tier's share when they run again. */
export const FLOOR_SHARE = 0.25;
const SWAP_SHARE = 0.5;
const MIN_RUN_MS = 200;
// The tiers after the fill overran a ~1 s share by 5 s on the large seed's week (their first LP with
// the rows of the tiers before), and within seconds fairness did not beat the swaps: under this
// share, fairness is the swaps' and the later tiers keep the answer they are handed.
const LATER_TIER_MIN_RUN_MS = 3_000;
const NOT_RUN = -1;

/** `start`: a feasible x to begin from (the greedy fill's), so a stopped search is never worse. */
export function keepsEveryRow(model: MipModel, values: readonly number[]): boolean {
  return model.rows.every((row) => {
    const activity = row.indices.reduce((sum, col, k) => sum + row.values[k]! * values[col]!, 0);
    return activity >= row.lower - 1e-6 && activity <= row.upper + 1e-6;
  });
}

export function solveModel(highs: Highs, model: MipModel, options: { timeLimitMs: number; start?: readonly number[]; startSwapped?: boolean; onProgress?: (p: TierProgress) => void }): ModelAnswer {
  const started = Date.now();
  const nx = model.xCols.length;
  if (nx === 0) return { x: [], optimal: true, fillBound: 0, fillValue: 0 };
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of model.rows) {
    indices.push(...row.indices);
    values.push(...row.values);
    starts.push(indices.length);
  }
  const tierMs: Record<string, number> = {};
  const { integer: INTEGER, continuous: CONTINUOUS } = highs.constants.variableType;
  const mip = highs.createModel({
    numCols: model.numCols,
    numRows: model.rows.length,
    colCost: new Float64Array(model.numCols),
    colLower: new Float64Array(model.numCols),
    colUpper: model.colUpper.map((u) => (u === Number.POSITIVE_INFINITY ? highs.infinity : u)),
    rowLower: model.rows.map((r) => (r.lower === Number.NEGATIVE_INFINITY ? -highs.infinity : r.lower)),
    rowUpper: model.rows.map((r) => (r.upper === Number.POSITIVE_INFINITY ? highs.infinity : r.upper)),
    matrix: { format: 'csr', numRows: model.rows.length, numCols: model.numCols, starts, indices, values },
    integrality: model.integer.map((i) => (i ? INTEGER : CONTINUOUS)),
  });
  tierMs.load = Date.now() - started;
  try {
    // The last answer known to keep every row so far: the start, then each tier's.
    let current = options.start ? completeStart(model, options.start) : null;
    // A start the model's rows refuse (they are stricter than the rules in places) is no start.
    if (current && !keepsEveryRow(model, current)) current = null;
    const swapped = (tier: Tier, from: number[], deadline: number) => {
      const swapsStarted = Date.now();
      const { values } = improveBySwaps(model, tier, from, deadline);
      mip.setSolution({ colValue: values });
      tierMs.swaps = (tierMs.swaps ?? 0) + Date.now() - swapsStarted;
      return values;
    };
    // First the floor: the start made fairer by swaps (cheap, and done however little time HiGHS gets).
    const fairness = model.tiers.find((t) => t.name === 'fairness');
    // (A start already made fairer by swaps, propose's fuller start, would only be searched again.)
    if (current && fairness && !options.startSwapped) current = swapped(fairness, current, started + options.timeLimitMs * FLOOR_SHARE);
    else if (current) mip.setSolution({ colValue: current });
    const floor = current;
    let answer: ModelAnswer = { x: current ? current.slice(0, nx) : options.start ? [...options.start] : new Array<number>(nx).fill(0), optimal: true, fillBound: Number.POSITIVE_INFINITY, fillValue: 0 };
    const places = model.classes.reduce((sum, cls) => sum + cls.capacity, 0);
    for (const [done, tier] of model.tiers.entries()) {
      // A start that fills every place is the fill tier's optimum: nothing to search or prove.
      const fillsAll = tier.name === 'fill' && current !== null && current.slice(0, nx).filter((v) => v > 0.5).length === places;
      // Each tier may use its share of what is left (time a tier does not use passes on).
      const left = options.timeLimitMs - (Date.now() - started);
      if (left <= 0) return { ...answer, optimal: false, tierMs };
      const tierStarted = Date.now();
      const share = left * (SHARE[tier.name] / model.tiers.slice(done).reduce((sum, t) => sum + SHARE[t.name], 0));
      // Should the fill tier have changed the answer, fairness starts from the swaps' improvement of it.
      if (tier.name === 'fairness' && current && current !== floor) current = swapped(tier, current, Date.now() + share * SWAP_SHARE);
      const costs = new Float64Array(model.numCols);
      tier.indices.forEach((col, k) => (costs[col] = tier.values[k]!));
      mip.changeColsCost({ kind: 'range', from: 0, to: model.numCols - 1 }, costs);
      mip.changeObjectiveSense(tier.sense === 'max' ? highs.constants.objectiveSense.maximize : highs.constants.objectiveSense.minimize);
      // Integer objectives are proven to the unit; the fairness tier to a hair.
      mip.options.set({ output_flag: false, simplex_strategy: PRIMAL_SIMPLEX, time_limit: Math.max(0.001, (share - (Date.now() - tierStarted)) / 1000), mip_rel_gap: tier.name === 'fairness' ? 1e-6 : 0, mip_abs_gap: tier.name === 'fairness' ? 1e-6 : 0.99 });
      // Too short a share is not started: HiGHS's presolve and first LP alone take longer and overrun it.
      const runs = !fillsAll && share - (Date.now() - tierStarted) >= (tier.name === 'fill' ? MIN_RUN_MS : LATER_TIER_MIN_RUN_MS);
      const status = fillsAll ? OPTIMAL : runs ? mip.run().modelStatus : NOT_RUN;
      const found = fillsAll || (runs && Number(mip.info.get('primal_solution_status')) === SOLUTION_FEASIBLE);
      if (!found && !current) return { ...answer, fillBound: Number(mip.info.get('mip_dual_bound')), optimal: false, tierMs };
      let value = fillsAll ? Number.NaN : found ? mip.getObjectiveValue() : Number.NaN;
      let colValue = found && !fillsAll ? Array.from(mip.getSolution().colValue) : current!;
      // Should HiGHS have found nothing, or stopped below the answer it was started from, that answer stands.
      const currentValue = current ? tier.indices.reduce((sum, col, k) => sum + tier.values[k]! * current![col]!, 0) : null;
      const worse = (v: number) => (tier.sense === 'max' ? v < currentValue! - tier.tolerance : v > currentValue! + tier.tolerance);
      if (currentValue !== null && (fillsAll || !found || worse(value))) [value, colValue] = [currentValue, current!];
      current = colValue;
      const optimal = found && status === OPTIMAL;
      if (tier.name === 'fill') answer = { ...answer, fillValue: value, fillBound: fillsAll ? value : runs ? Number(mip.info.get('mip_dual_bound')) : Number.POSITIVE_INFINITY };
      answer = { ...answer, x: colValue.slice(0, nx), optimal: answer.optimal && optimal };
      options.onProgress?.({ tier: tier.name, done: done + 1, of: model.tiers.length, optimal });
      // A tier stopped by its time keeps what it reached, and the next tiers keep to that.
      const slack = tier.tolerance * Math.max(1, tier.name === 'fairness' ? Math.abs(value) : 1);
      mip.addRow(tier.sense === 'max' ? value - slack : -highs.infinity, tier.sense === 'max' ? highs.infinity : value + slack, { indices: tier.indices, values: tier.values });
      mip.setSolution({ colValue });
      tierMs[tier.name] = Date.now() - tierStarted;
    }
    return { ...answer, tierMs };
  } finally {
    mip.dispose();
  }
}
