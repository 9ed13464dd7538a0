// Which events are being saved, marked straight on their elements (`data-saving`): setting React
// state would redraw every event of the calendar at the moment the write leaves. markEventElement
// puts the mark back when FullCalendar remounts an event during the save.

const saving = new Set<string>();

function elementsOf(itemId: string): NodeListOf<HTMLElement> {
  return document.querySelectorAll<HTMLElement>(`[data-item-id="${CSS.escape(itemId)}"]`);
}

export function markSaving(itemId: string, on: boolean) {
  if (on) saving.add(itemId);
  else saving.delete(itemId);
  for (const el of elementsOf(itemId)) el.toggleAttribute('data-saving', on);
}

export function isSaving(itemId: string): boolean {
  return saving.has(itemId);
}
