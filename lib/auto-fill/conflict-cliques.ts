import type { Span } from './types';

// Two shifts one person cannot both work: they overlap, or the gap between them is shorter than the
// minimum rest (shifts that touch are one work period, so a gap of 0 is allowed, as the rule says).
// "At most one of these" rows are written per maximal clique of that conflict graph over the
// distinct time windows: far fewer and tighter rows than one per conflicting pair.

export function conflicts(a: Span, b: Span, minRestMs: number | null): boolean {
  if (a.start < b.end && b.start < a.end) return true;
  if (minRestMs === null) return false;
  const gap = a.start >= b.end ? a.start - b.end : b.start - a.end;
  return gap > 0 && gap < minRestMs;
}

const CLIQUE_LIMIT = 50_000;

/** Maximal cliques (as window indexes) of size ≥ 2 covering every conflicting pair. */
export function conflictCliques(windows: readonly Span[], minRestMs: number | null): number[][] {
  const neighbours = windows.map((w, i) => new Set(windows.flatMap((v, j) => (j !== i && conflicts(w, v, minRestMs) ? [j] : []))));
  const cliques: number[][] = [];
  // Bron–Kerbosch with a pivot; the graph is nearly an interval graph, so the cliques are few.
  const grow = (r: number[], p: Set<number>, x: Set<number>) => {
    if (cliques.length > CLIQUE_LIMIT) return;
    if (p.size === 0 && x.size === 0) {
      if (r.length >= 2) cliques.push(r);
      return;
    }
    let pivot = -1;
    let best = -1;
    for (const u of [...p, ...x]) if (neighbours[u]!.size > best) [pivot, best] = [u, neighbours[u]!.size];
    for (const v of [...p]) {
      if (pivot >= 0 && neighbours[pivot]!.has(v)) continue;
      const nv = neighbours[v]!;
      grow([...r, v], new Set([...p].filter((u) => nv.has(u))), new Set([...x].filter((u) => nv.has(u))));
      p.delete(v);
      x.add(v);
    }
  };
  grow([], new Set(windows.map((_, i) => i)), new Set());
  if (cliques.length <= CLIQUE_LIMIT) return cliques;
  // Too many: one row per conflicting pair is always right.
  return neighbours.flatMap((set, i) => [...set].filter((j) => j > i).map((j) => [i, j]));
}
