// A calendar item as the browser sees it: JSON-safe, ids as strings, member names resolved on the
// server (the service only gives user ids). `version` fingerprints everything a manager can see,
// so the browser can tell that an item changed upstream even when the service sends no updatedAt.

export type ScheduleMember = {
  /** Stable within the item: `USER:<id>`, `GROUP:<id>` or `INVITE:<name>:<phone>`. */
  key: string;
  type: string;
  userId: string | null;
  groupId: string | null;
  /** The name to show: the user's profile name, the invite's name, or the group id. */
  displayName: string;
  avatarUrl: string | null;
  status: string;
  phone: string | null;
  /**
   * When a member asking (to join, to be replaced) asked: the member's own updatedAt, which the
   * service's member record carries (lib/contract/calendar-item.ts). Only on asking members, so
   * the wire's plain members stay plain.
   */
  requestedAt?: number;
};

export type ScheduleItem = {
  id: string;
  type: string;
  name: string | null;
  notes: string | null;
  start: number;
  end: number;
  timeZoneName: string | null;
  status: string;
  muteAssignmentNotifications: boolean;
  members: ScheduleMember[];
  createdAt: number | null;
  updatedAt: number | null;
  version: string;
};

/** The item with its full upstream record, for the drawer's raw view. */
export type ScheduleItemDetail = ScheduleItem & { raw: Record<string, unknown> };

/** The fields a version covers: what a manager sees, not what the service bookkeeps. */
export function versionOf(item: Omit<ScheduleItem, 'version'>): string {
  const members = item.members
    .map((m) => `${m.key}=${m.status}`)
    .sort()
    .join(',');
  const text = [item.type, item.name ?? '', item.notes ?? '', item.start, item.end, item.timeZoneName ?? '', item.status, item.muteAssignmentNotifications, members].join('\u0000');
  return fnv1a64(text);
}

/**
 * Two 32-bit FNV-1a hashes with different seeds (64 bits in all), base 36: short, stable, enough
 * to spot a change, and cheap enough for thousands of items per read (no BigInt).
 */
function fnv1a64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}
