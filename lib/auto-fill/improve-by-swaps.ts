import { completeStart, type MipModel, type Tier } from './model';

// A cheap local search on the model itself, run before HiGHS's fairness solve: one class's place
// handed from its person to another eligible person when that lowers the tier's objective and
// keeps every row. The fill tier's value cannot change (same class: same weight, same count), so
// the answer is never worse than the one it starts from, and it floors what a stopped solve keeps:
// on the large week HiGHS's fairness tier rarely beats its start within seconds, a few thousand
// swaps do. Works on the model's columns (x, the helper columns `derived` fills in) and rows, so
// every hard rule the model holds is held here too.

const EPS = 1e-9;

type Index = {
  /** Per column, the rows it is in and its coefficient there. */
  rowsOfCol: number[][];
  coefsOfCol: number[][];
  /** Derived helper columns that depend on each column, by their place in model.derived. */
  dependents: number[][];
  /** Per column, the |…| helpers it is in (place in model.derived) and its coefficient there: the quick estimate. */
  absOfCol: { k: number; coef: number }[][];
  /** Per |…| helper's column, the costed 'max' helper over it (the largest deviation), if any. */
  maxOver: Map<number, number>;
  cost: Float64Array;
  colsOfClass: number[][];
};

function indexOf(model: MipModel, tier: Tier): Index {
  const perCol = () => Array.from({ length: model.numCols }, (): number[] => []);
  const [rowsOfCol, coefsOfCol, dependents] = [perCol(), perCol(), perCol()];
  model.rows.forEach((row, r) => row.indices.forEach((col, i) => (rowsOfCol[col]!.push(r), coefsOfCol[col]!.push(row.values[i]!))));
  const cost = new Float64Array(model.numCols);
  tier.indices.forEach((col, k) => (cost[col] = tier.values[k]!));
  const absOfCol = Array.from({ length: model.numCols }, (): { k: number; coef: number }[] => []);
  const maxOver = new Map<number, number>();
  model.derived.forEach((d, k) => {
    if (d.kind === 'max') {
      d.of.forEach((col) => dependents[col]!.push(k));
      if (cost[d.col]! !== 0) d.of.forEach((col) => maxOver.set(col, k));
    } else d.cols.forEach((col, i) => (dependents[col]!.push(k), absOfCol[col]!.push({ k, coef: d.coefs[i]! })));
  });
  const colsOfClass: number[][] = model.classes.map(() => []);
  model.xCols.forEach(({ cls }, col) => colsOfClass[cls]!.push(col));
  return { rowsOfCol, coefsOfCol, dependents, absOfCol, maxOver, cost, colsOfClass };
}

/**
 * The objective's change from the |…| helpers alone (and the costed largest rising above its
 * value), without the rows: a move it does not call promising is not tried in full. `mayLower`: the
 * move lowers a |…| that is the largest, which the estimate does not count.
 */
function estimate(model: MipModel, index: Index, values: Float64Array, inner: Float64Array, out: number, into: number): { delta: number; mayLower: boolean } {
  let delta = 0;
  let mayLower = false;
  const seen = new Map<number, number>();
  for (const [col, step] of [[out, -1], [into, 1]] as const) for (const { k, coef } of index.absOfCol[col]!) seen.set(k, (seen.get(k) ?? 0) + coef * step);
  for (const [k, step] of seen) {
    const dCol = model.derived[k]!.col;
    const before = Math.abs(inner[k]!);
    const after = Math.abs(inner[k]! + step);
    delta += index.cost[dCol]! * (after - before);
    const m = index.maxOver.get(dCol);
    if (m === undefined) continue;
    const mCol = model.derived[m]!.col;
    if (after > values[mCol]! + EPS) delta += index.cost[mCol]! * (after - values[mCol]!);
    if (after < before - EPS && before >= values[mCol]! - EPS) mayLower = true;
  }
  return { delta, mayLower };
}

function derivedValue(model: MipModel, k: number, value: (col: number) => number): number {
  const d = model.derived[k]!;
  if (d.kind === 'max') return d.of.reduce((most, col) => Math.max(most, value(col)), 0);
  return Math.abs(d.cols.reduce((sum, col, i) => sum + d.coefs[i]! * value(col), d.offset));
}

/**
 * The columns a move changes (the two x's, then every helper column that follows from them) with
 * their new values, or null when a row refuses it; `delta`: the change of the tier's objective.
 */
function tryMove(model: MipModel, index: Index, values: Float64Array, activity: Float64Array, out: number, into: number): { changed: Map<number, number>; delta: number } | null {
  const changed = new Map<number, number>([
    [out, 0],
    [into, 1],
  ]);
  const value = (col: number) => changed.get(col) ?? values[col]!;
  // Helper columns depend only on columns made before them: in their order, each is worked out once.
  const pending = new Set<number>();
  for (const col of changed.keys()) for (const k of index.dependents[col]!) pending.add(k);
  const order = [...pending].sort((a, b) => a - b);
  for (let i = 0; i < order.length; i += 1) {
    const k = order[i]!;
    const col = model.derived[k]!.col;
    const next = derivedValue(model, k, value);
    if (Math.abs(next - values[col]!) <= EPS) continue;
    changed.set(col, next);
    for (const later of index.dependents[col]!) {
      if (pending.has(later)) continue;
      pending.add(later);
      order.push(later);
      order.sort((a, b) => a - b);
    }
  }
  const rowDelta = new Map<number, number>();
  let delta = 0;
  for (const [col, next] of changed) {
    const step = next - values[col]!;
    delta += index.cost[col]! * step;
    index.rowsOfCol[col]!.forEach((r, i) => rowDelta.set(r, (rowDelta.get(r) ?? 0) + index.coefsOfCol[col]![i]! * step));
  }
  for (const [r, step] of rowDelta) {
    const row = model.rows[r]!;
    const next = activity[r]! + step;
    if (next < row.lower - 1e-6 || next > row.upper + 1e-6) return null;
  }
  return { changed, delta };
}

/**
 * `start`: an answer keeping every row (its x's are what counts). Returns them improved for a 'min' tier
 * by single swaps inside a class, until none helps or `deadline` (Date.now() ms) passes.
 */
export function improveBySwaps(model: MipModel, tier: Tier, start: readonly number[], deadline: number): { values: number[]; swaps: number } {
  if (tier.sense !== 'min') return { values: [...start], swaps: 0 };
  const index = indexOf(model, tier);
  // Helper columns as the x's make them (a solver's answer may leave a deviation above its least value).
  const values = Float64Array.from(completeStart(model, start.slice(0, model.xCols.length)));
  const activity = new Float64Array(model.rows.length);
  model.rows.forEach((row, r) => (activity[r] = row.indices.reduce((sum, col, k) => sum + row.values[k]! * values[col]!, 0)));
  // The signed sum inside each |…| helper, kept up to date for the quick estimate.
  const inner = new Float64Array(model.derived.length);
  model.derived.forEach((d, k) => d.kind === 'abs' && (inner[k] = d.cols.reduce((sum, col, i) => sum + d.coefs[i]! * values[col]!, d.offset)));
  const apply = (changed: Map<number, number>) => {
    for (const [col, next] of changed) {
      const step = next - values[col]!;
      index.rowsOfCol[col]!.forEach((r, i) => (activity[r] = activity[r]! + index.coefsOfCol[col]![i]! * step));
      for (const { k, coef } of index.absOfCol[col]!) inner[k] = inner[k]! + coef * step;
      values[col] = next;
    }
  };
  let swaps = 0;
  for (let improved = true; improved && Date.now() < deadline; ) {
    improved = false;
    for (const cols of index.colsOfClass) {
      if (Date.now() >= deadline) break;
      for (const out of cols) {
        if (values[out]! < 0.5) continue;
        // The most promising first; the first that keeps every row and helps is taken.
        const promising = cols
          .filter((into) => values[into]! < 0.5)
          .map((into) => ({ into, ...estimate(model, index, values, inner, out, into) }))
          .filter((m) => m.delta < -EPS || m.mayLower)
          .sort((a, b) => a.delta - b.delta);
        let best: { changed: Map<number, number>; delta: number } | null = null;
        for (const { into } of promising) {
          const move = tryMove(model, index, values, activity, out, into);
          if (move && move.delta < -EPS) {
            best = move;
            break;
          }
        }
        if (best) {
          apply(best.changed);
          swaps += 1;
          improved = true;
        }
      }
    }
  }
  return { values: Array.from(values), swaps };
}
