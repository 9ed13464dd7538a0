import type { Hono } from 'hono';
import { z } from 'zod';
import { calendarItemTypes } from '@/lib/contract/calendar-item';
import { assigneeTypes, memberStatuses } from '@/lib/contract/members';
import { ApiError } from '../http/api-error';
import type { EmulatorEnv } from '../http/env';
import { toRecord } from '../domain/present-item';
import { nextStamp, type EmulatorState } from '../state/emulator-state';
import type { CalendarItem, ItemMember } from '../state/types';
import { controlBody } from './control-input';

// Raw access to items and messages, "as if the product did it": tests and demo mode change an item
// behind the dashboard's back (a conflict, a worker's edit) and read what the dashboard sent.

const memberSchema = z.object({
  type: z.enum(assigneeTypes).default('USER'),
  userId: z.string().optional(),
  groupId: z.string().optional(),
  fullName: z.string().optional(),
  countryCode: z.string().optional(),
  phone: z.string().optional(),
  status: z.enum(memberStatuses),
});

const patchSchema = z.object({
  type: z.enum(calendarItemTypes).optional(),
  name: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  start: z.number().int().optional(),
  end: z.number().int().optional(),
  timeZoneName: z.string().optional(),
  /** An explicit status; null returns to the derived one. */
  status: z.string().nullable().optional(),
  muteAssignmentNotifications: z.boolean().optional(),
  deleted: z.boolean().optional(),
  members: z.array(memberSchema).optional(),
});

function rawRecord(item: CalendarItem) {
  return { ...toRecord(item), statusOverride: item.statusOverride };
}

function itemOr404(state: EmulatorState, id: string): CalendarItem {
  const item = state.calendar.get(id);
  if (!item) throw new ApiError(404, `Calendar item ${id} not found`);
  return item;
}

function replaceMembers(item: CalendarItem, members: z.infer<typeof memberSchema>[], now: number): ItemMember[] {
  return members.map((m) => {
    const previous = item.members.find((p) => p.type === m.type && p.userId === m.userId && p.groupId === m.groupId && p.phone === m.phone);
    const { status, ...fields } = m;
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Omit<ItemMember, 'status' | 'updatedAt'>;
    return { ...defined, status, updatedAt: previous && previous.status === status ? previous.updatedAt : now };
  });
}

export function registerControlItemRoutes(app: Hono<EmulatorEnv>, state: EmulatorState): void {
  app.get('/_control/calendar-items/:id', (c) => c.json(rawRecord(itemOr404(state, c.req.param('id')))));

  app.patch('/_control/calendar-items/:id', async (c) => {
    const item = itemOr404(state, c.req.param('id'));
    const body = await controlBody(c, patchSchema);
    const start = body.start ?? item.start;
    const end = body.end ?? item.end;
    if (end <= start) throw new ApiError(400, 'end must be after start');
    if (body.type !== undefined) item.type = body.type;
    if (body.name !== undefined) item.name = body.name;
    if (body.notes !== undefined) item.notes = body.notes;
    if (body.timeZoneName !== undefined) item.timeZoneName = body.timeZoneName;
    if (body.status !== undefined) item.statusOverride = body.status;
    if (body.muteAssignmentNotifications !== undefined) item.muteAssignmentNotifications = body.muteAssignmentNotifications;
    if (body.deleted !== undefined) item.deleted = body.deleted;
    if (body.members !== undefined) item.members = replaceMembers(item, body.members, state.now());
    state.calendar.move(item, start, end);
    item.updatedAt = nextStamp(state, item.updatedAt);
    state.version += 1;
    return c.json(rawRecord(item));
  });

  app.get('/_control/messages', (c) => {
    const cards = [...state.messaging.cards.values()];
    return c.json({ cards, messages: state.messaging.messages });
  });
}
