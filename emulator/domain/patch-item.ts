import { patchCalendarItemBodySchema } from '@/lib/contract/calendar-item';
import { invalid, type Issue } from '../http/api-error';
import { parseWith } from '../http/request-input';
import { nextStamp, type EmulatorState } from '../state/emulator-state';
import type { CalendarItem } from '../state/types';

// PATCH /connect/calendar-items/{id}. Per the spec an explicit null or "" unsets a field; the
// emulator allows that for notes, name, status (back to the derived status) and
// muteAssignmentNotifications (back to false), and refuses it for start and end, which every
// item must have. Times arrive as epoch-ms *strings*.

const UNSETTABLE = ['notes', 'name', 'status', 'muteAssignmentNotifications'] as const;

export function parsePatch(raw: unknown) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw invalid('Invalid request body', [{ path: '', message: 'Expected a JSON object' }]);
  }
  const body = { ...(raw as Record<string, unknown>) };
  const issues: Issue[] = [];
  for (const field of ['start', 'end'] as const) {
    if (body[field] === null || body[field] === '') issues.push({ path: field, message: `${field} cannot be unset` });
  }
  if (issues.length > 0) throw invalid('Invalid request body', issues);
  for (const field of UNSETTABLE) if (body[field] === '') body[field] = null;
  return parseWith(patchCalendarItemBodySchema, body);
}

/** Applies a parsed patch; bumps updatedAt only when something actually changed. */
export function applyPatch(state: EmulatorState, item: CalendarItem, patch: ReturnType<typeof parsePatch>): void {
  const start = patch.start === undefined ? item.start : Number(patch.start);
  const end = patch.end === undefined ? item.end : Number(patch.end);
  if (end <= start) {
    throw invalid('End must be after start', [{ path: patch.end === undefined ? 'start' : 'end', message: 'End must be after start' }]);
  }
  let changed = false;
  const set = <K extends 'notes' | 'name' | 'statusOverride' | 'muteAssignmentNotifications'>(key: K, value: CalendarItem[K]) => {
    if (item[key] !== value) {
      item[key] = value;
      changed = true;
    }
  };
  if (patch.notes !== undefined) set('notes', patch.notes);
  if (patch.name !== undefined) set('name', patch.name);
  if (patch.status !== undefined) set('statusOverride', patch.status === null ? null : patch.status.trim() || null);
  if (patch.muteAssignmentNotifications !== undefined) set('muteAssignmentNotifications', patch.muteAssignmentNotifications ?? false);
  if (start !== item.start || end !== item.end) {
    state.calendar.move(item, start, end);
    changed = true;
  }
  if (changed) {
    item.updatedAt = nextStamp(state, item.updatedAt);
    state.version += 1;
  }
}
