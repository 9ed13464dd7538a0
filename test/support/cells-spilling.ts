/**
 * Which table cells' text or buttons reach outside the cell (their column indexes, 1-based): what
 * would be drawn over the next column. A cell that clips (overflow hidden) hides what it cuts and
 * counts as contained. Text is measured by its own boxes, because a block's box keeps the cell's
 * width even when its text runs on past it. Runs in the browser: self-contained for Playwright's
 * evaluateAll, and called directly by component tests.
 */
export function cellsSpilling(cells: HTMLTableCellElement[]): number[] {
  return cells.flatMap((cell) => {
    if (getComputedStyle(cell).overflowX === 'hidden') return [];
    const box = cell.getBoundingClientRect();
    const outside = (r: DOMRect) => r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(outside)) return [cell.cellIndex + 1];
    }
    return [...cell.querySelectorAll('button')].some((b) => outside(b.getBoundingClientRect())) ? [cell.cellIndex + 1] : [];
  });
}
