// Colours and classes for calendar item types (their words are in lib/schedule/item-words).

/** Event fill and text per type (FullCalendar's color and contrastColor); the accent border is in CSS. */
export const itemTypeColors: Record<string, { color: string; contrastColor: string }> = {
  MULTI_ASSIGNEE_SHIFT: { color: '#e0e7ff', contrastColor: '#1e1b4b' },
  TIME_OFF: { color: '#fef3c7', contrastColor: '#451a03' },
  MEETING: { color: '#d1fae5', contrastColor: '#022c22' },
};
export const otherItemColors = { color: '#e2e8f0', contrastColor: '#0f172a' };
/** A shift nobody holds: white with a dashed outline and hatching (schedule-calendar.css), so it stands out from staffed ones. */
export const openShiftColors = { color: '#ffffff', contrastColor: '#1e1b4b' };

/** Per-type classes (the accent border), and the hook for the "changed in the product" highlight. */
export const itemTypeClasses: Record<string, string> = {
  MULTI_ASSIGNEE_SHIFT: 'sd-event sd-event-shift',
  TIME_OFF: 'sd-event sd-event-timeoff',
  MEETING: 'sd-event sd-event-meeting',
};

