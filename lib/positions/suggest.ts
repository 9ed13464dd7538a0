import type { Position } from './positions';

// Suggestions a scheduler accepts or ignores (never applied by themselves): the position an item
// seems to require, and the positions a person seems to work. Pure, from what the caller read.

export type PositionSuggestion = { positionId: string; because: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The positions whose name stands as words in `text` ("Front desk 07–15" names Front desk, "Deskside" does not), longest name first. */
export function positionsNamedIn(text: string, positions: readonly Position[]): Position[] {
  return positions
    .filter((p) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(p.name.trim())}($|[^\\p{L}\\p{N}])`, 'iu').test(text))
    .sort((a, b) => b.name.length - a.name.length);
}

/**
 * The position an item seems to require: one its name names, else the one most of its past
 * holders may work (at least half of them; ties go to the name first in the list). Null when
 * nothing points anywhere.
 */
export function suggestItemPosition(
  itemName: string | null,
  positions: readonly Position[],
  holders: readonly string[],
  positionsOfPerson: (userId: string) => readonly string[],
): PositionSuggestion | null {
  const [named] = positionsNamedIn(itemName ?? '', positions);
  if (named) return { positionId: named.id, because: `The name says “${named.name}”` };
  if (holders.length === 0) return null;
  const counts = positions.map((p) => ({ p, n: holders.filter((h) => positionsOfPerson(h).includes(p.id)).length }));
  const best = counts.reduce<(typeof counts)[number] | null>((top, c) => (c.n > (top?.n ?? 0) ? c : top), null);
  if (!best || best.n * 2 < holders.length) return null;
  return { positionId: best.p.id, because: `${best.n} of ${holders.length} ${holders.length === 1 ? 'holder works' : 'holders work'} it` };
}

/**
 * The positions a person seems to work that they do not have yet: ones their profile title names,
 * and ones the items they held (the caller passes each held item's required position, over the
 * last 8 weeks) required at least twice.
 */
export function suggestPersonPositions(
  title: string | null,
  positions: readonly Position[],
  heldItemPositions: readonly string[],
  current: readonly string[],
): PositionSuggestion[] {
  const have = new Set(current);
  const fromTitle = positionsNamedIn(title ?? '', positions).map((p) => ({ positionId: p.id, because: `Their title says “${p.name}”` }));
  const fromHistory = positions
    .map((p) => ({ p, n: heldItemPositions.filter((id) => id === p.id).length }))
    .filter(({ n }) => n >= 2)
    .sort((a, b) => b.n - a.n)
    .map(({ p, n }) => ({ positionId: p.id, because: `Held ${n} ${p.name} shifts in the last 8 weeks` }));
  const seen = new Set<string>();
  return [...fromTitle, ...fromHistory].filter((s) => !have.has(s.positionId) && !seen.has(s.positionId) && seen.add(s.positionId));
}
