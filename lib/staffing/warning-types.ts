// What a manager should know about a person and an item before staffing it, as the browser gets
// it: the same shapes in the requests inbox, the staffing picker and the roster.

/** The member statuses a manager answers with approve or decline. */
export const requestStatuses = ['ADDITION_REQUESTED', 'REPLACEMENT_REQUESTED'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export function isRequestStatus(status: string | null | undefined): status is RequestStatus {
  return (requestStatuses as readonly string[]).includes(status ?? '');
}

/** What a row says about an item (the request's own, or one a warning names). */
export type InboxItem = {
  id: string;
  type: string;
  name: string | null;
  start: number;
  end: number;
  status: string;
};

export type InboxPerson = {
  userId: string;
  displayName: string;
  avatarUrl: string | null;
};

export type WeekLoad = {
  /** The Monday of the ISO week (in the organization's zone) the item starts in. */
  monday: string;
  /** Minutes the person already works that week (ASSIGNED or ACCEPTED, time off left out). */
  workedMinutes: number;
  /** With this item's minutes in that week added. */
  withThisMinutes: number;
  /** withThisMinutes goes over WEEKLY_HOURS_LIMIT. */
  over: boolean;
};

export type RequestWarnings = {
  /** Other items the person works (ASSIGNED or ACCEPTED) that overlap this one. */
  overlaps: InboxItem[];
  /** Time off of the person (not declined, removed or denied) that overlaps this item. */
  timeOff: InboxItem[];
  /** The parts of the item inside the person's weekly unavailable windows (lib/availability; the staffing picker reads them). */
  unavailable?: { start: number; end: number }[];
  week: WeekLoad;
};

