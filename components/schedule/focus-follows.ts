// FullCalendar gives an event a new element when it moves to another day or a new read redraws
// it; the old element leaves the page with focus on it, focus falls to the body, and the next
// Alt+arrow goes nowhere. The calendar remembers which event holds focus and hands focus to that
// event's new element when it mounts, unless the user has since put focus somewhere else.

let focusedItemId: string | null = null;

function itemIdOf(node: EventTarget | null): string | null {
  return node instanceof HTMLElement ? (node.closest<HTMLElement>('[data-item-id]')?.dataset.itemId ?? null) : null;
}

/** focusin inside the calendar: remember the event (or that focus is on no event). */
export function noteFocusIn(target: EventTarget | null) {
  focusedItemId = itemIdOf(target);
}

/** focusout: forget the event only when focus went somewhere (null means its element was removed). */
export function noteFocusOut(next: EventTarget | null) {
  if (next !== null && itemIdOf(next) !== focusedItemId) focusedItemId = null;
}

/** A freshly mounted event element takes focus back if its event had it and focus is now lost. */
export function refocusIfFollowed(el: HTMLElement, itemId: string) {
  if (itemId !== focusedItemId) return;
  // After this commit: the old element may still be on the page while the new one mounts.
  requestAnimationFrame(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (lost && el.isConnected && itemId === focusedItemId) el.focus({ preventScroll: true });
  });
}
