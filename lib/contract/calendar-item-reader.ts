import type { CalendarItem, CalendarItemMember } from './calendar-item';
import type { Reader } from './lists';

// The tolerant reader of a calendar item (docs/decisions/spec-readings.md), written by hand rather than as a zod
// schema: a week of a large organization is thousands of records per read, and a schema of
// `.catch()`es and transforms cost ~30 µs a record, most of a calendar read's time on the server.
// What it accepts: the id under `id` or `calendarItemId` (string or number, kept exact by
// parseJsonExact), times as numbers or numeric strings, organizationId as an id or an entity
// reference, members as an array, one object, null or absent, deletion as a flag or a status.
// Any other odd field reads as absent; a record without an id or readable times is refused.

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

function wireId(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length > 0 ? value : undefined;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? String(value) : undefined;
  if (typeof value === 'bigint') return String(value);
  return undefined;
}

const EPOCH_TEXT = /^-?\d+(\.\d+)?$/;

function epochMs(value: unknown): number | undefined {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && EPOCH_TEXT.test(value) ? Number(value) : undefined;
  return ms !== undefined && Number.isFinite(ms) ? ms : undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const digits = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

function entityId(value: unknown): string | undefined {
  return isObject(value) ? wireId(value.id) : wireId(value);
}

function readMember(value: unknown): CalendarItemMember | undefined {
  if (!isObject(value)) return undefined;
  return {
    type: text(value.type) ?? 'USER',
    userId: wireId(value.userId),
    groupId: wireId(value.groupId),
    fullName: text(value.fullName),
    countryCode: digits(value.countryCode),
    phone: digits(value.phone),
    status: text(value.status) ?? 'UNKNOWN',
    updatedAt: epochMs(value.updatedAt),
  };
}

function readMembers(value: unknown): CalendarItemMember[] {
  const list = value == null ? [] : Array.isArray(value) ? value : [value];
  const members: CalendarItemMember[] = [];
  for (const entry of list) {
    const member = readMember(entry);
    if (member) members.push(member);
  }
  return members;
}

/** One calendar item, or undefined when the record has no id or no readable start and end. */
export function readCalendarItem(value: unknown): CalendarItem | undefined {
  if (!isObject(value)) return undefined;
  const id = wireId(value.id) ?? wireId(value.calendarItemId);
  const start = epochMs(value.start);
  const end = epochMs(value.end);
  if (id === undefined || start === undefined || end === undefined) return undefined;
  const status = text(value.status);
  return {
    id,
    organizationId: entityId(value.organizationId),
    type: text(value.type) ?? 'UNKNOWN',
    name: text(value.name),
    notes: text(value.notes),
    start,
    end,
    timeZoneName: text(value.timeZoneName),
    status: status ?? 'UNKNOWN',
    muteAssignmentNotifications: value.muteAssignmentNotifications === true,
    members: readMembers(value.members),
    createdAt: epochMs(value.createdAt),
    updatedAt: epochMs(value.updatedAt),
    deleted: value.deleted === true || value.isDeleted === true || status === 'DELETED',
    raw: value,
  };
}

export const calendarItemReader: Reader<CalendarItem> = {
  safeParse(value) {
    const data = readCalendarItem(value);
    return data ? { success: true, data } : { success: false };
  },
};
