// Which shifts nobody holds yet. A member holds a shift once assigned or accepted, and still holds
// it while asking for cover (until the cover is approved); someone only asked, asked to join,
// or who declined, was removed or denied does not. Used by the calendar's look, its "Open shifts"
// filter and the stacks' "unstaffed" count, so all three agree.

const HOLDING = new Set(['ASSIGNED', 'ACCEPTED', 'REPLACEMENT_REQUESTED']);

export function holdsItem(memberStatus: string): boolean {
  return HOLDING.has(memberStatus);
}

export function isOpenShift(item: { type: string; members: readonly { status: string }[] }): boolean {
  return item.type === 'MULTI_ASSIGNEE_SHIFT' && !item.members.some((m) => holdsItem(m.status));
}

const CALLED_OFF = new Set(['CANCELLED', 'DELETED']);

/** A cancelled or deleted item: nobody works it or is held by it, whatever its members say. */
export function isCalledOff(itemStatus: string): boolean {
  return CALLED_OFF.has(itemStatus);
}
