import type { APIRequestContext } from '@playwright/test';
import { bytesText, READ_ACCEPT } from '@/lib/http/gzip-body';
import type { MoveItemInput } from '@/lib/schedule/item-inputs';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { calendarItemsUrl } from '@/lib/schedule/schedule-read';
import { fromWire, type ScheduleWire } from '@/lib/schedule/schedule-wire';
import { requestsCountUrl } from '@/lib/requests/request-urls';
import { callServerAction } from '../server-actions';
import type { CallKind, CallLog } from './call-log';
import { signInOverHttp } from '../sign-in-over-http';

// One simulated manager with the schedule open, over HTTP only (already signed in through the
// sign-in action, `signInManager`): it polls what the schedule page polls (the range every 15 s,
// the requests badge every 30 s) and moves its own item by 30 minutes once a minute, with the
// version it last read.

export type ManagerPlan = {
  appUrl: string;
  organizationId: string;
  /** The range the schedule shows (epoch ms, inclusive). */
  range: { from: number; to: number };
  /** Which item of the range this manager moves (managers never share one). */
  index: number;
  managers: number;
  pollMs: number;
  countPollMs: number;
  /** null: this manager only reads (the load without writes). */
  editMs: number | null;
  /** The first edit, after the first poll has given an item. */
  firstEditMs: number;
  stopAt: number;
};

type WriteOutcome = { status: 'saved'; item: ScheduleItem } | { status: 'conflict'; current: ScheduleItem };

const SLOT_MS = 30 * 60_000;
const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

async function timed<T>(log: CallLog, kind: CallKind, call: () => Promise<{ value: T; failure: string | null }>): Promise<T | null> {
  const started = performance.now();
  try {
    const { value, failure } = await call();
    log.record(kind, performance.now() - started, failure);
    return failure === null ? value : null;
  } catch (error) {
    log.record(kind, performance.now() - started, error instanceof Error ? error.message.split('\n')[0]! : String(error));
    return null;
  }
}

/** An answer (null: not parsed) and its ETag, to name in the next poll (as the page does: lib/queries/conditional-read.ts). */
type Tagged<T> = { value: T | null; etag: string | null };

/**
 * GETs `url` as the page's reads do (accepting the gzipped bytes, naming the answer held, `known`);
 * a 304 gives that answer back. The body is always read whole; `parse` false leaves it unparsed.
 */
async function getJson<T>(request: APIRequestContext, url: string, known?: Tagged<T> | null, parse = true): Promise<{ value: Tagged<T> | null; failure: string | null }> {
  const headers: Record<string, string> = { accept: READ_ACCEPT };
  if (known?.etag) headers['if-none-match'] = known.etag;
  const response = await request.get(url, { maxRedirects: 0, headers });
  if (response.status() === 304 && known) return { value: known, failure: null };
  const bytes = await response.body();
  if (!response.ok()) return { value: null, failure: `HTTP ${response.status()} ${bytes.toString('utf8', 0, 120)}` };
  if (!parse) return { value: { value: null, etag: response.headers().etag ?? null }, failure: null };
  const text = await bytesText(bytes, response.headers()['content-type'] ?? '');
  return { value: { value: JSON.parse(text) as T, etag: response.headers().etag ?? null }, failure: null };
}

/**
 * Calls `tick` at start, start + every, ... until stopAt, like react-query's refetchInterval: a
 * tick that comes while the previous call is still running is skipped, never stacked.
 */
async function every(firstAt: number, everyMs: number, stopAt: number, tick: () => Promise<void>): Promise<void> {
  for (let at = firstAt; at < stopAt; at += everyMs) {
    await sleepUntil(at);
    await tick();
    while (at + everyMs < Date.now()) at += everyMs;
  }
}

/** Signs the manager's request context in (its session cookie then rides on every call); false if it failed. */
export async function signInManager(request: APIRequestContext, appUrl: string, account: { email: string; password: string }, log: CallLog): Promise<boolean> {
  return (await timed(log, 'sign-in', async () => ({ value: true, failure: await signInOverHttp(request, appUrl, account) }))) === true;
}

export async function simulateManager(request: APIRequestContext, plan: ManagerPlan, log: CallLog): Promise<void> {
  const origin = plan.appUrl;

  let mine = null as ScheduleItem | null;
  let lastRead = null as Tagged<ScheduleWire> | null;
  let edits = 0;
  const start = Date.now();

  // The range and the badge poll, and the edits happen, independently, as in the page.
  const pollRange = every(start, plan.pollMs, plan.stopAt, async () => {
    // Only the body is fetched, as the page's poll does; parsed only until this manager has its item.
    // The browser parses on the manager's machine: here the parse would run on the server's cores.
    lastRead = (await timed(log, 'calendar-items', () => getJson<ScheduleWire>(request, calendarItemsUrl(plan.organizationId, plan.range.from, plan.range.to), lastRead, mine === null))) ?? lastRead;
    if (mine || !lastRead?.value) return;
    const items = [...fromWire(lastRead.value).items].sort((a, b) => a.id.localeCompare(b.id));
    // The first read gives this manager its own item. Managers never share one: two moving the
    // same item would conflict, as they should. Later versions come from its moves' answers.
    mine = items.length >= plan.managers ? (items[Math.floor((plan.index * items.length) / plan.managers)] ?? null) : null;
    if (!mine) log.problem(`${items.length} items in the range for ${plan.managers} managers: each needs its own`);
  });

  const pollCount = every(start, plan.countPollMs, plan.stopAt, async () => {
    await timed(log, 'requests-count', () => getJson<unknown>(request, requestsCountUrl(plan.organizationId)));
  });

  const edit = plan.editMs === null ? Promise.resolve() : every(start + plan.firstEditMs, plan.editMs, plan.stopAt, async () => {
    const item = mine;
    if (!item) {
      log.problem('move: no item to move (the range read failed or had too few items)');
      return;
    }
    // Down one slot, then back up, so the item stays in the range.
    const shift = edits % 2 === 0 ? SLOT_MS : -SLOT_MS;
    edits += 1;
    const input: MoveItemInput = { organizationId: plan.organizationId, itemId: item.id, expectedVersion: item.version, start: item.start + shift, end: item.end + shift };
    // The next move sends the version the service now has: the saved item's, or a conflict's current one.
    const now = await timed<ScheduleItem | null>(log, 'move', async () => {
      const { status, result } = await callServerAction<WriteOutcome>(request, 'lib/schedule/actions.ts', 'moveCalendarItemAction', [input], { origin, params: { organizationId: plan.organizationId } });
      if (!result?.ok || !result.data) return { value: null, failure: `HTTP ${status}, ${JSON.stringify(result?.error ?? 'no action result')}` };
      if (result.data.status !== 'saved') {
        mine = result.data.current;
        return { value: null, failure: `conflict on item ${item.id} (version ${item.version} sent)` };
      }
      return { value: result.data.item, failure: null };
    });
    if (now) mine = now;
  });

  await Promise.all([pollRange, pollCount, edit]);
}
