import type { Context, Hono } from 'hono';
import { createCalendarItemBodySchema } from '@/lib/contract/calendar-item';
import { scopeOfOperation } from '@/lib/contract/scopes';
import { notFound } from '../http/api-error';
import { authorize } from '../http/auth';
import type { EmulatorEnv } from '../http/env';
import { epochQuery, jsonBody, pathId } from '../http/request-input';
import { createItem, deleteItem, itemOr404 } from '../domain/calendar-ops';
import { parseWithMemberList } from '../domain/member-list-input';
import { applyPatch, parsePatch } from '../domain/patch-item';
import { presentItem } from '../domain/present-item';
import type { EmulatorState } from '../state/emulator-state';
import type { CalendarItem } from '../state/types';

// Calendar items: create, list by organization and start range, fetch, patch, delete. The spec
// shows no response bodies; the emulator answers with the item record (docs/decisions/spec-readings.md), or,
// with the behaviour switches, the other shapes the dashboard must also read.

const createMemberSchema = createCalendarItemBodySchema.shape.members.unwrap();

export function itemResponse(c: Context, state: EmulatorState, item: CalendarItem) {
  return c.json(presentItem(item, state.behaviour));
}

export function registerCalendarItemRoutes(app: Hono<EmulatorEnv>, state: EmulatorState): void {
  app.post('/connect/calendar-items', async (c) => {
    authorize(c, state, scopeOfOperation.editCalendar);
    const { body, members } = parseWithMemberList(await jsonBody(c), createCalendarItemBodySchema, createMemberSchema, false);
    const item = createItem(state, body, members);
    if (state.behaviour.createResponse === 'empty') return c.body(null, 200);
    return itemResponse(c, state, item);
  });

  app.get('/connect/organizations/:organizationId/calendar-items', (c) => {
    authorize(c, state, scopeOfOperation.readCalendar);
    const organizationId = pathId(c, 'organizationId');
    const from = epochQuery(c, 'startsAtOrAfter');
    const to = epochQuery(c, 'startsAtOrBefore');
    if (!state.directory.organizations.has(organizationId)) throw notFound(`Organization ${organizationId} not found`);
    const items = state.calendar.range(organizationId, from, to).map((item) => presentItem(item, state.behaviour));
    return c.json(state.behaviour.listShape === 'wrapped' ? { items } : items);
  });

  app.get('/connect/calendar-items/:calendarItemId', (c) => {
    authorize(c, state, scopeOfOperation.readCalendar);
    const item = itemOr404(state, pathId(c, 'calendarItemId'), { allowDeleted: true });
    return itemResponse(c, state, item);
  });

  app.patch('/connect/calendar-items/:calendarItemId', async (c) => {
    authorize(c, state, scopeOfOperation.editCalendar);
    const id = pathId(c, 'calendarItemId');
    const patch = parsePatch(await jsonBody(c));
    const item = itemOr404(state, id, { allowDeleted: false });
    const before = presentItem(item, state.behaviour);
    applyPatch(state, item, patch);
    if (state.behaviour.patchResponse === 'empty') return c.body(null, 200);
    if (state.behaviour.patchResponse === 'before') return c.json(before);
    return itemResponse(c, state, item);
  });

  app.delete('/connect/calendar-items/:calendarItemId', (c) => {
    authorize(c, state, scopeOfOperation.editCalendar);
    const item = itemOr404(state, pathId(c, 'calendarItemId'), { allowDeleted: true });
    deleteItem(state, item);
    return c.body(null, 200);
  });
}
