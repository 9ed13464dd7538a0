import { draftLineKinds, type DraftLine, type DraftLineKind } from './draft-lines';

// A draft in one line for its bar ("Draft: 34 changes") and the counts behind it, by kind.

export type DraftSummary = { changes: number; byKind: Record<DraftLineKind, number>; words: string };

const kindWords: Record<DraftLineKind, [string, string]> = {
  create: ['new item', 'new items'],
  move: ['move', 'moves'],
  assign: ['assignment', 'assignments'],
  unassign: ['removal', 'removals'],
  delete: ['deletion', 'deletions'],
};

const counted = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

export function draftSummary(lines: readonly Pick<DraftLine, 'kind'>[]): DraftSummary {
  const byKind = Object.fromEntries(draftLineKinds.map((kind) => [kind, 0])) as Record<DraftLineKind, number>;
  for (const line of lines) byKind[line.kind] += 1;
  const parts = draftLineKinds.filter((kind) => byKind[kind] > 0).map((kind) => counted(byKind[kind], kindWords[kind]));
  const head = counted(lines.length, ['change', 'changes']);
  return { changes: lines.length, byKind, words: parts.length ? `${head}: ${parts.join(', ')}` : head };
}
