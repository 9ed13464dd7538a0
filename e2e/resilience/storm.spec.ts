import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { dragEvent, eventOf, openSchedule } from '../support/calendar';
import { emulator, type EmulatorItem } from '../support/emulator';
import { composer, fillAnnouncement, messageRowOf, openComposer, sentWithTitle } from '../support/messages';
import { DECISIONS, itemWithMembers, memberStatus, openInbox, requestRowOf } from '../support/requests';
import { storageStateOf } from '../support/roles';
import { serverActionAnswer } from '../support/server-actions';
import { StormLedger, type UiOutcome, type Upstream } from './storm-ledger';
import { stormFaults, stormScale } from './storm-scale';

// The fault storm: the emulator fails 10% of calls with a 5xx, refuses 5% with a 429, drops 2% of
// connections and answers slowly, while a scheduler drags items, approves requests and sends
// messages through the real UI. Afterwards (faults off) the service's state is compared with what
// the UI said: nothing the UI confirmed is missing, nothing is there twice, and every write the UI
// did not confirm showed an error with a way to retry. Central Warehouse (Europe/Berlin, UTC+2 in
// June) in June 2027 is quiet: no other spec works there.
test.use({ storageState: storageStateOf('scheduler') });
test.setTimeout(stormScale.name === 'full' ? 600_000 : 120_000);

const SHOTS = 'test-results/storm';
const HOUR = 3_600_000;
const MOVES = 'PATCH /connect/calendar-items/:id';
const TZ = 'Europe/Berlin';
/** 7 June 2027 is a Monday; Berlin is UTC+2 in June. */
const june = (day: number, localHour: number) => Date.UTC(2027, 5, day, localHour - 2);
const runId = Date.now().toString(36);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ledger = new StormLedger();
const startedAt = Date.now();
let warehouse: { id: string; name: string };
let people: { id: string; fullName: string }[];

test.beforeAll(async () => {
  const seed = await emulator.seed();
  warehouse = seed.organizations[2]!;
  people = seed.users.filter((u) => u.organizationIds.includes(warehouse.id));
});
test.afterEach(async () => {
  await emulator.clearFaults();
});
test.afterAll(() => {
  console.log(ledger.report(stormScale.name, SHOTS, (Date.now() - startedAt) / 1000));
});

/** Successful (2xx) calls of a route so far: more than the changes the service holds means a resend. */
async function okCalls(route: string): Promise<number> {
  const byStatus = (await emulator.stats()).byRoute[route] ?? {};
  return Object.entries(byStatus).reduce((sum, [status, n]) => (/^2\d\d$/.test(status) ? sum + n : sum), 0);
}

/** Turns the storm on, with one scripted failure so every flow shows the manager at least one. */
async function stormOn(scripted: { method: string; path: string; status: number; afterHandling?: boolean }): Promise<void> {
  await emulator.faults({ ...stormFaults, failNext: [{ ...scripted, count: 1 }] });
}

/** What the UI showed after a write: its confirmation, its error, or (after `timeout`) nothing. */
async function shownOutcome(confirmed: Locator, failed: Locator, timeout = 30_000): Promise<UiOutcome> {
  try {
    await expect(confirmed.or(failed).first()).toBeVisible({ timeout });
  } catch {
    return 'nothing-shown';
  }
  return (await confirmed.first().isVisible()) ? 'confirmed' : 'failed-shown';
}

const shots = new Set<string>();
/** The first failure of each kind is photographed, to look at what the manager saw. */
async function photograph(page: Page, name: string): Promise<void> {
  if (shots.has(name)) return;
  shots.add(name);
  await page.screenshot({ path: `${SHOTS}/${stormScale.name}-${name}.png` });
}

/**
 * Opens a page while the storm blows. Its reads are retried on the server; when they still fail,
 * the page must say so and offer Try again (a blank or hanging page fails the test).
 */
async function openUnderStorm(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await open();
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
      await expect(page.getByRole('button', { name: 'Try again' }).first(), `a failed ${name} load offers Try again`).toBeVisible();
      await photograph(page, `${name}-load-failed`);
      ledger.note(`${name}: load ${attempt} failed, shown with Try again`);
    }
  }
}

test(`${stormScale.drags} drags on the schedule: each is saved once and confirmed, or snaps back with a message`, async ({ page }) => {
  const items: EmulatorItem[] = [];
  for (let i = 0; i < stormScale.drags; i += 1) {
    const start = june(7 + Math.floor(i / 3), [8, 11, 14][i % 3]!);
    items.push(await emulator.createItem({ organizationId: warehouse.id, type: 'MULTI_ASSIGNEE_SHIFT', name: `Storm ${i + 1} ${runId}`, start, end: start + HOUR, timeZoneName: TZ }));
  }
  const okBefore = await okCalls(MOVES);
  const shown = new Map<string, { ui: UiOutcome; said: string }>();
  await stormOn({ method: 'PATCH', path: '^/connect/calendar-items/\\d+$', status: 503 });
  try {
    await openUnderStorm(page, 'schedule', () => openSchedule(page, warehouse.id, { date: '2027-06-09', tz: TZ }));
    for (const item of items) {
      await expect(eventOf(page, item.id)).toBeVisible();
      // A drop the calendar did not take (a poll repainted it mid-drag) is dragged again: no write left.
      let answer = null;
      for (let tries = 0; tries < 3 && !answer; tries += 1) answer = await serverActionAnswer(page, () => dragEvent(page, item.id, { slots: 2 }));
      expect(answer, `the drop of ${item.name} started a move`).not.toBeNull();
      const name = escape(item.name!);
      const conflict = page.getByRole('dialog', { name: 'This item changed while you were editing' });
      const error = page.getByText(new RegExp(`^Not moved “${name}”: `));
      const ui = await shownOutcome(page.getByText(new RegExp(`^Moved “${name}” to `)), error.or(conflict));
      const said = ui === 'failed-shown' ? ((await error.or(conflict).first().textContent()) ?? '') : ui;
      if (ui === 'failed-shown') await photograph(page, 'move-failed');
      if (await conflict.isVisible()) await conflict.getByRole('button', { name: 'Reload their version' }).click();
      shown.set(item.id, { ui, said });
    }
  } finally {
    await emulator.clearFaults();
  }

  let applied = 0;
  for (const item of items) {
    const now = await emulator.item(item.id);
    const upstream: Upstream = now.start === item.start ? 'absent' : now.start === item.start + HOUR && now.end === item.end + HOUR ? 'applied' : 'doubled';
    if (upstream === 'applied') applied += 1;
    ledger.record({ flow: 'moves', label: item.name!, ...shown.get(item.id)!, upstream });
  }
  ledger.recordExtraCalls('moves', (await okCalls(MOVES)) - okBefore - applied);
  expectClean('moves');

  // The storm is over: the manager drags again what snapped back; each item ends moved exactly once.
  const snappedBack = [];
  for (const item of items) if ((await emulator.item(item.id)).start === item.start) snappedBack.push(item);
  await page.getByRole('button', { name: 'Refresh' }).click();
  for (const item of snappedBack) {
    await dragEvent(page, item.id, { slots: 2 });
    await expect(page.getByText(`Moved “${item.name}” to `)).toBeVisible();
  }
  for (const item of items) expect((await emulator.item(item.id)).start, `${item.name} moved once`).toBe(item.start + HOUR);
  expect((await okCalls(MOVES)) - okBefore, 'one successful PATCH per item').toBe(items.length);
  ledger.note(`moves: after the storm ${snappedBack.length} dragged again, all ${items.length} moved exactly once`);

  // Faults off: the calendar as it stands shows every item where the service has it, the manager's
  // own moves are not reported as changes made in the product, and a fresh page agrees.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expectCalendarShows(page, items);
  await expect(page.getByRole('button', { name: /changes? made in the product/ })).toHaveCount(0);
  await openSchedule(page, warehouse.id, { date: '2027-06-09', tz: TZ });
  await expectCalendarShows(page, items);
});

/** Each item's event shows the Berlin wall-clock times the service holds. */
async function expectCalendarShows(page: Page, items: readonly EmulatorItem[]): Promise<void> {
  const berlin = (ms: number) => `${String(new Date(ms + 2 * HOUR).getUTCHours()).padStart(2, '0')}:00`;
  for (const item of items) {
    const now = await emulator.item(item.id);
    await expect(eventOf(page, item.id)).toContainText(`${berlin(now.start)} – ${berlin(now.end)}`);
  }
}

test(`${stormScale.approvals} approvals in the inbox: each is applied once and confirmed, or the row says it failed`, async ({ page }) => {
  expect(people.length).toBeGreaterThanOrEqual(stormScale.approvals);
  const asks = [];
  for (let i = 0; i < stormScale.approvals; i += 1) {
    const person = people[i]!;
    const item = await itemWithMembers(warehouse.id, { name: `Storm ask ${i + 1} ${runId}`, start: june(16, 8 + i), end: june(16, 9 + i), timeZoneName: TZ }, { [person.id]: 'ADDITION_REQUESTED' });
    asks.push({ item, person });
  }
  const okBefore = await okCalls(DECISIONS);
  const shown = new Map<string, { ui: UiOutcome; said: string }>();
  await stormOn({ method: 'PATCH', path: '^/connect/calendar-items/\\d+/members/', status: 500 });
  try {
    await openUnderStorm(page, 'inbox', () => openInbox(page, warehouse.id, '2027-06-16'));
    for (const { item, person } of asks) {
      const row = requestRowOf(page, item, person.id);
      // Decisions are POST routes (they run side by side), not server actions.
      const started = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/organizations\/\d+\/requests\/approve$/.test(new URL(r.url()).pathname), { timeout: 5_000 }).catch(() => null);
      await row.getByRole('button', { name: /^Approve / }).click();
      const answer = await started;
      expect(answer, `Approve on ${item.name} started a decision`).not.toBeNull();
      const failed = row.getByRole('alert').or(row.getByText(/^No longer pending/));
      const ui = await shownOutcome(row.getByText(/^Done: (already )?approved$/), failed);
      const said = ((await row.textContent()) ?? '').replace(/\s+/g, ' ');
      if (ui === 'failed-shown') await photograph(page, 'approval-failed');
      shown.set(item.id, { ui, said });
    }
    if (shots.has('approval-failed')) await expect(page.getByRole('button', { name: /^Retry failed \(\d+\)$/ })).toBeVisible();
  } finally {
    await emulator.clearFaults();
  }

  let applied = 0;
  for (const { item, person } of asks) {
    const status = await memberStatus(item.id, person.id);
    const upstream: Upstream = status === 'ACCEPTED' ? 'applied' : 'absent';
    if (upstream === 'applied') applied += 1;
    ledger.record({ flow: 'approvals', label: `${item.name} / ${person.fullName} (${status})`, ...shown.get(item.id)!, upstream });
  }
  ledger.recordExtraCalls('approvals', (await okCalls(DECISIONS)) - okBefore - applied);
  expectClean('approvals');

  // The storm is over: Retry failed sends the failed rows only; each member ends approved exactly once.
  const failed = [...shown.values()].filter((o) => o.ui === 'failed-shown').length;
  if (failed > 0) {
    await page.getByRole('button', { name: `Retry failed (${failed})` }).click();
    await expect(page.getByTestId('bulk-progress')).toContainText(`${failed} done`);
  }
  for (const { item, person } of asks) expect(await memberStatus(item.id, person.id), `${item.name} approved`).toBe('ACCEPTED');
  expect((await okCalls(DECISIONS)) - okBefore, 'one successful decision per request').toBe(asks.length);
  ledger.note(`approvals: after the storm ${failed} retried with Retry failed, all ${asks.length} approved exactly once`);
});

test(`${stormScale.messages} messages from the composer: each is sent once and confirmed, or shown as failed or uncertain`, async ({ page }) => {
  const titles = Array.from({ length: stormScale.messages }, (_, i) => `Storm message ${i + 1} ${runId}`);
  const shown = new Map<string, { ui: UiOutcome; said: string }>();
  // A lost answer after the service sent it: the manager must be told it may have been sent.
  await stormOn({ method: 'POST', path: '^/connect/conversations$', status: 502, afterHandling: true });
  try {
    await openUnderStorm(page, 'composer', () => openComposer(page));
    for (const title of titles) {
      await fillAnnouncement(page, warehouse.name, { title, body: 'Sent through the fault storm.' });
      const answer = await serverActionAnswer(page, () => composer(page).getByRole('button', { name: 'Send' }).click());
      expect(answer, `Send of ${title} reached the server`).not.toBeNull();
      // The history row of this message says where it stands; the composer says it when nothing was written.
      const row = messageRowOf(page, title);
      const problem = composer(page).getByText(/^(Not sent|Not known whether it was sent)$/);
      const ui = await shownOutcome(row.and(page.locator('[data-state="sent"]')), row.and(page.locator('[data-state="failed"], [data-state="uncertain"]')).or(problem));
      const said = ui === 'failed-shown' ? `${(await row.getAttribute('data-state').catch(() => null)) ?? 'composer'}: ${((await row.or(problem).first().textContent()) ?? '').replace(/\s+/g, ' ')}` : ui;
      if (ui === 'failed-shown') {
        await row.or(problem).first().scrollIntoViewIfNeeded();
        await photograph(page, 'message-failed');
      }
      shown.set(title, { ui, said });
      // Not sent everywhere: the composer keeps it (and its key); the next one is a new message.
      const startNew = composer(page).getByRole('button', { name: 'Start a new message' });
      if (await startNew.isVisible()) await startNew.click();
      else if (await problem.isVisible()) await openUnderStorm(page, 'composer', () => openComposer(page));
    }
  } finally {
    await emulator.clearFaults();
  }

  for (const title of titles) {
    const { messages } = await sentWithTitle(title);
    const upstream: Upstream = messages.length === 0 ? 'absent' : messages.length === 1 ? 'applied' : 'doubled';
    ledger.record({ flow: 'messages', label: title, ...shown.get(title)!, upstream });
  }
  expectClean('messages');

  // The storm is over: a failed row is retried (its card, never a second one); an uncertain one is
  // checked in the conversation (here: the emulator), then marked as sent or sent again.
  await openComposer(page);
  for (const title of titles) {
    const row = messageRowOf(page, title);
    const state = await row.getAttribute('data-state');
    if (state === 'failed') await row.getByRole('button', { name: /^Retry / }).click();
    if (state === 'uncertain' && (await sentWithTitle(title)).messages.length === 1) await row.getByRole('button', { name: /^Mark as sent/ }).click();
    else if (state === 'uncertain') {
      await row.getByRole('button', { name: 'Send again anyway' }).click();
      await page.getByRole('dialog', { name: 'Send again anyway?' }).getByRole('button', { name: 'Send again' }).click();
    }
    await expect(row).toHaveAttribute('data-state', 'sent');
    const { cards, messages } = await sentWithTitle(title);
    expect([cards.length, messages.length], `${title}: one card, one message`).toEqual([1, 1]);
  }
  ledger.note(`messages: after the storm every unsent one was retried, marked or sent again: each is in the conversation exactly once`);
});

/** The flow's verdict: nothing lost, nothing doubled, nothing applied behind the manager's back. */
function expectClean(flow: string): void {
  const counts = ledger.counts(flow);
  console.log(`${flow}: ${JSON.stringify(counts)}`);
  expect(counts, `${flow}: every write confirmed or shown as failed`).toMatchObject({ lost: 0, doubled: 0, unreported: 0 });
  expect(counts.confirmed + counts.failedAndShown).toBe(counts.attempted);
}
