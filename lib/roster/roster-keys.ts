// The roster's keyboard, as pure decisions. The grid's cells are (row, col): row 0 is the open
// shifts row, then one per person; col 0 the row's header, then one per day. Arrows move one cell,
// Home/End to the row's ends (with Ctrl, the grid's first or last cell), Page Up/Down a page of
// rows. On a focused item, Alt+Left/Right moves it a day and Alt+Up/Down gives it to the person
// above or below, as a drag would (the calendar's Alt+arrows, components/schedule/keyboard-moves.ts).

export type GridPosition = { row: number; col: number };
export type GridSize = { rows: number; cols: number; pageRows: number };
export type Press = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean };

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));

/** Where focus goes for a key on a cell, or null when the key is not the grid's. */
export function gridStep(press: Press, at: GridPosition, size: GridSize): GridPosition | null {
  if (press.altKey || press.metaKey || press.shiftKey) return null;
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const to = (row: number, col: number) => ({ row: clamp(row, lastRow), col: clamp(col, lastCol) });
  switch (press.key) {
    case 'ArrowUp':
      return to(at.row - 1, at.col);
    case 'ArrowDown':
      return to(at.row + 1, at.col);
    case 'ArrowLeft':
      return to(at.row, at.col - 1);
    case 'ArrowRight':
      return to(at.row, at.col + 1);
    case 'Home':
      return press.ctrlKey ? to(0, 0) : to(at.row, 0);
    case 'End':
      return press.ctrlKey ? to(lastRow, lastCol) : to(at.row, lastCol);
    case 'PageUp':
      return to(at.row - size.pageRows, at.col);
    case 'PageDown':
      return to(at.row + size.pageRows, at.col);
    default:
      return null;
  }
}

/** Whether a key press on a focused item asks to move or reassign it. */
export function isItemMoveKey(press: Press): boolean {
  return press.altKey && !press.ctrlKey && !press.metaKey && !press.shiftKey && ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(press.key);
}

/** The cell an item on (row, day) goes to for Alt+arrow, or why it cannot go further. */
export function itemKeyTarget(press: Press, from: { row: number; day: number }, size: { rows: number; days: number }): { row: number; day: number } | { reason: string } | null {
  if (!isItemMoveKey(press)) return null;
  const day = from.day + (press.key === 'ArrowRight' ? 1 : press.key === 'ArrowLeft' ? -1 : 0);
  const row = from.row + (press.key === 'ArrowDown' ? 1 : press.key === 'ArrowUp' ? -1 : 0);
  if (day < 0 || day >= size.days) return { reason: 'The roster shows one week: change the week to move it further.' };
  // Row 0 is the open shifts row: nothing is given to it.
  if (row < 1 || row >= size.rows) return { reason: row < 1 ? 'There is nobody above to give it to.' : 'There is nobody below to give it to.' };
  return { row, day };
}

/** The keys that open a focused cell's menu, as everywhere: Shift+F10 and the context-menu key. */
export function isMenuKey(press: Press): boolean {
  return press.key === 'ContextMenu' || (press.key === 'F10' && press.shiftKey && !press.altKey && !press.ctrlKey && !press.metaKey);
}
