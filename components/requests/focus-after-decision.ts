import { REQUESTS_HEADING_ID } from './inbox-toolbar';

// After a row is answered its buttons go away, and the browser would drop the keyboard focus to
// the page: it goes to the next row still to answer (or the nearest one before), else to the
// page's heading. Only when the focus was in that row (or already lost): a manager who moved on
// to another row meanwhile keeps their place.

const ROW = '[data-request-key]';
const APPROVE = 'button[data-decide="ACCEPTED"]:not([aria-disabled="true"])';

export function moveFocusAfterDecision(key: string): void {
  const rows = [...document.querySelectorAll<HTMLElement>(ROW)];
  const index = rows.findIndex((row) => row.dataset.requestKey === key);
  const row = rows[index];
  const active = document.activeElement;
  const lost = !active || active === document.body;
  if (!row || !(lost || row.contains(active))) return;
  const after = rows.slice(index + 1);
  const before = rows.slice(0, index).reverse();
  const next = [...after, ...before].map((r) => r.querySelector<HTMLButtonElement>(APPROVE)).find(Boolean);
  (next ?? document.getElementById(REQUESTS_HEADING_ID))?.focus();
}
