import type { InboxWindow } from './inbox-window';

// The approvals inbox as the browser gets it: JSON-safe, names resolved, warnings computed on the
// server so every manager sees the same ones.

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
  week: WeekLoad;
};

export type InboxRequest = {
  /** `<itemId>:<userId>`: one member of one item. */
  key: string;
  /** The day the item starts, YYYY-MM-DD in the organization's zone. */
  day: string;
  kind: RequestStatus;
  item: InboxItem;
  person: InboxPerson;
  warnings: RequestWarnings;
};

/** A member asked to work the item, whose answer has not come yet: nothing for the manager to do. */
export type AwaitingRequest = {
  key: string;
  day: string;
  item: InboxItem;
  person: InboxPerson;
};

export type RequestInbox = { requests: InboxRequest[]; awaiting: AwaitingRequest[] };

export type InboxRead = RequestInbox & { window: InboxWindow; timeZone: string; fetchedAt: number };

export type RequestCount = { count: number; window: InboxWindow; fetchedAt: number };

export function requestKey(itemId: string, userId: string): string {
  return `${itemId}:${userId}`;
}
