import { DAY_MS, HOUR_MS } from '@/lib/time/units';
import type { CalendarItem, ItemMember } from '../state/types';

// The demo's morning (`npm run emulator` and `npm run demo` only; the e2e suite's emulator leaves
// it out, so no spec sees it): whatever moment the demo starts, each organization's Today has
// something to act on. Deterministic edits of the seeded shifts, relative to the start instant:
//  - the next two shifts within 48 hours nobody holds (one empty, one only invited);
//  - a colleague asking to join a held shift of the week ahead, asked two hours ago;
//  - one person on two shifts with less rest between them than DEMO_RULES asks (a rule break).

/** The working-time rules demo mode puts in each organization's settings with the morning. */
export const DEMO_RULES = { minRestMinutes: 11 * 60 } as const;

const AHEAD_MS = 48 * HOUR_MS;
const holds = (m: ItemMember) => m.status === 'ASSIGNED' || m.status === 'ACCEPTED';
const member = (userId: string, status: ItemMember['status'], updatedAt: number): ItemMember => ({ type: 'USER', userId, status, updatedAt });

/** A shift pair of one organization, both starting from `from`, the second less than the minimum rest after the first. */
function shortRestPair(shifts: CalendarItem[], from: number, to: number): [CalendarItem, CalendarItem] | null {
  const restMs = DEMO_RULES.minRestMinutes * 60_000;
  for (const first of shifts) {
    if (first.start < from) continue;
    const second = shifts.find((s) => s.start > first.end && s.start - first.end < restMs && s.start < to);
    if (second) return [first, second];
  }
  return null;
}

/**
 * Someone whose other shifts all leave the minimum rest around the pair, so the pair's short rest
 * is theirs alone (a shift right before or after would join it into one longer stretch).
 */
function restedWorker(shifts: CalendarItem[], pair: [CalendarItem, CalendarItem], staff: string[]): string | undefined {
  const restMs = DEMO_RULES.minRestMinutes * 60_000;
  const near = (s: CalendarItem) => !pair.includes(s) && s.start < pair[1].end + restMs && s.end > pair[0].start - restMs;
  const busy = new Set(shifts.filter(near).flatMap((s) => s.members.filter((m) => m.status !== 'DECLINED' && m.status !== 'DELETED' && m.status !== 'DENIED').map((m) => m.userId)));
  return [...pair[0].members.filter(holds).map((m) => m.userId as string), ...staff].find((id) => !busy.has(id));
}

export function addDemoMorning(items: CalendarItem[], now: number, staffOf: Map<string, string[]>): void {
  for (const [organizationId, staff] of staffOf) {
    const shifts = items.filter((i) => i.organizationId === organizationId && i.type === 'MULTI_ASSIGNEE_SHIFT' && !i.deleted).sort((a, b) => a.start - b.start);
    const used = new Set<CalendarItem>();

    const soon = shifts.filter((s) => s.start > now + HOUR_MS && s.start < now + AHEAD_MS).slice(0, 2);
    soon.forEach((shift, i) => {
      shift.members = i === 0 ? [] : [member(staff[i] as string, 'PENDING_RESPONSE', now - HOUR_MS)];
      used.add(shift);
    });

    const week = shifts.filter((s) => !used.has(s) && s.start > now && s.start < now + 7 * DAY_MS);
    const asked = week.find((s) => s.members.some(holds));
    const joiner = asked && staff.find((id) => !asked.members.some((m) => m.userId === id));
    if (asked && joiner) {
      asked.members.push(member(joiner, 'ADDITION_REQUESTED', now - 2 * HOUR_MS));
      used.add(asked);
    }

    const pair = shortRestPair(shifts.filter((s) => !used.has(s)), now, now + 7 * DAY_MS);
    const worker = pair && restedWorker(shifts, pair, staff);
    if (pair && worker) {
      for (const shift of pair) {
        shift.members = shift.members.filter((m) => m.userId !== worker);
        shift.members.push(member(worker, 'ASSIGNED', shift.updatedAt));
      }
    }
  }
}
