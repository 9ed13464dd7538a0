// Where an event in the roster grid happened: the cell (`data-cell="row:col"`) it is in, if any.

export type GridCellAt = { element: HTMLElement; row: number; col: number };

/** The grid cell holding `target` (itself or an item inside it); null outside the cells. */
export function gridCellAt(target: EventTarget | null): GridCellAt | null {
  const element = (target as HTMLElement | null)?.closest?.<HTMLElement>('[data-cell]');
  if (!element) return null;
  const [row, col] = element.dataset.cell!.split(':').map(Number) as [number, number];
  return { element, row, col };
}
