import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { emulator } from './support/emulator';
import { decisionsSent, itemWithMembers, memberStatus as statusOf, openInbox as openInboxOf, requestRowOf as rowOf, type MemberStatuses } from './support/requests';
import { expectNoSeriousViolations } from './support/axe';
import { storageStateOf } from './support/roles';
import { E2E_APP_URL } from './support/servers';

// The approvals inbox against the real emulator. Each test makes its own items on its own day of
// a quiet February 2027 in Harbour Café (Europe/London, UTC+0 in February), opens the inbox on
// just that day through the range in the URL, and checks the service's state after acting.
test.use({ storageState: storageStateOf('scheduler') });

const feb = (day: number, hour: number, minute = 0) => Date.UTC(2027, 1, day, hour, minute);

let organizationId: string;
let people: { id: string; fullName: string }[];
test.beforeAll(async () => {
  const seed = await emulator.seed();
  organizationId = seed.organizations[0]!.id;
  people = seed.users.filter((u) => u.organizationIds.includes(organizationId));
});
test.afterEach(async () => {
  await emulator.clearFaults();
});

const itemWith = (name: string, start: number, end: number, members: MemberStatuses, type?: string) =>
  itemWithMembers(organizationId, { name, start, end, timeZoneName: 'Europe/London', type }, members);
const openInbox = (page: Page, from: string, to = from) => openInboxOf(page, organizationId, from, to);

test('each row says what was asked and what each answer will do; a join is approved, a replacement answered by a colleague’s cover; the service reads back', async ({ page }) => {
  const [ana, ben, cal] = [people[0]!, people[1]!, people[2]!];
  const join = await itemWith('Join me', feb(1, 9), feb(1, 17), { [ana.id]: 'ADDITION_REQUESTED' });
  const cover = await itemWith('Cover me', feb(1, 10), feb(1, 14), { [ben.id]: 'REPLACEMENT_REQUESTED', [cal.id]: 'ADDITION_REQUESTED' });
  await openInbox(page, '2027-02-01');

  await expect(page.getByRole('heading', { name: /^Monday 1 February 2027/ })).toBeVisible();
  const [anaFirst, benFirst] = [ana.fullName.split(' ')[0], ben.fullName.split(' ')[0]];
  const joinRow = rowOf(page, join, ana.id);
  await expect(joinRow).toContainText(ana.fullName);
  await expect(joinRow.getByTestId('request-asked')).toHaveText('Asked to join this shift');
  await expect(joinRow.getByTestId('request-consequences').getByRole('listitem')).toHaveText([`Approve: ${anaFirst} joins this shift (marked Accepted)`, `Decline: ${anaFirst} does not join it (marked Declined)`]);
  await expect(joinRow).toContainText('Mon 1 Feb 09:00–17:00');
  await expect(joinRow.getByRole('link', { name: join.name! })).toHaveAttribute('href', /\/schedule\?view=day&date=2027-02-01/);
  // Buttons named with their row, and described by what they do.
  const approveJoin = joinRow.getByRole('button', { name: `Approve ${ana.fullName} for ${join.name}, Mon 1 Feb 09:00–17:00` });
  await expect(approveJoin).toHaveAccessibleDescription(`Approve: ${anaFirst} joins this shift (marked Accepted)`);

  // REPLACEMENT_REQUESTED is answered like a cover: no Approve or Decline, and each choice says on
  // screen what it will do to whom; the colleague who asked to join is offered as the cover.
  const coverRow = rowOf(page, cover, ben.id);
  const calFirst = cal.fullName.split(' ')[0];
  await expect(coverRow.getByTestId('request-asked')).toHaveText('Asked to be replaced on this shift');
  await expect(coverRow.getByRole('button', { name: /^(Approve|Decline) (?!cover:)/ })).toHaveCount(0);
  await expect(coverRow.getByTestId('replacement-consequences').getByRole('listitem')).toHaveText([
    `Release: ${benFirst} comes off Mon 1 Feb 10:00–14:00; the shift becomes open.`,
    `Keep: The request is refused: ${benFirst} stays on Mon 1 Feb 10:00–14:00 (marked Accepted).`,
  ]);
  const approveCover = coverRow.getByRole('button', { name: `Approve cover: ${calFirst} takes ${benFirst}’s shift: ${ben.fullName} for ${cover.name}, Mon 1 Feb 10:00–14:00` });
  await expect(approveCover).toHaveAccessibleDescription(`${calFirst}’s request to join is approved, then ${benFirst} comes off Mon 1 Feb 10:00–14:00.`);

  await approveJoin.click();
  await expect(joinRow).toContainText('Done: approved');
  // Answered: the row keeps what it did, not the choice any more.
  await expect(joinRow.getByTestId('request-consequences')).toHaveCount(0);
  await expect(joinRow).toContainText(`${anaFirst} joins this shift (marked Accepted)`);
  expect(await statusOf(join.id, ana.id)).toBe('ACCEPTED');

  await approveCover.click();
  await expect(coverRow).toContainText(`${calFirst} took ${benFirst}’s shift.`);
  expect([await statusOf(cover.id, cal.id), await statusOf(cover.id, ben.id)]).toEqual(['ACCEPTED', undefined]);

  // After a fresh read both are answered: neither is offered again.
  await page.reload();
  await expect(page.getByTestId('requests-inbox')).toHaveAttribute('data-ready', 'true');
  await expect(rowOf(page, join, ana.id)).toHaveCount(0);
  await expect(rowOf(page, cover, ben.id)).toHaveCount(0);
});

test('a bulk approve with one failed row: the others are done and leave the selection for good, the failed one is sent again, nothing is doubled', async ({ page }) => {
  const [a, b, c] = [people[2]!, people[3]!, people[4]!];
  const first = await itemWith('Bulk A', feb(2, 8), feb(2, 12), { [a.id]: 'ADDITION_REQUESTED' });
  const second = await itemWith('Bulk B', feb(2, 12), feb(2, 16), { [b.id]: 'ADDITION_REQUESTED' });
  const third = await itemWith('Bulk C', feb(2, 16), feb(2, 20), { [c.id]: 'ADDITION_REQUESTED' });
  const rows = [rowOf(page, first, a.id), rowOf(page, second, b.id), rowOf(page, third, c.id)] as const;
  await openInbox(page, '2027-02-02');
  for (const row of rows) await row.getByRole('checkbox').check();
  await expect(page.getByText('3 selected')).toBeVisible();

  await emulator.faults({ failNext: [{ method: 'PATCH', path: `^/connect/calendar-items/${second.id}/members/`, status: 503, count: 1 }] });
  const sentBefore = await decisionsSent();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByTestId('bulk-progress')).toContainText('2 done · 1 failed');
  await expect(rows[0]).toContainText('Done: approved');
  await expect(rows[1]).toContainText('Failed: The service is unavailable right now');
  await expect(rows[2]).toContainText('Done: approved');
  expect([await statusOf(first.id, a.id), await statusOf(second.id, b.id), await statusOf(third.id, c.id)]).toEqual(['ACCEPTED', 'ADDITION_REQUESTED', 'ACCEPTED']);
  expect(await decisionsSent()).toBe(sentBefore + 3);
  await expect(page.getByRole('button', { name: 'Retry failed (1)' })).toBeVisible();

  // Answered rows left the selection and cannot be ticked again; the failed one can.
  await expect(page.getByText('0 selected')).toBeVisible();
  await expect(rows[0].getByRole('checkbox')).toHaveCount(0);
  await expect(rows[2].getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByLabel('Select all (1)')).not.toBeChecked();
  await rows[1].getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByTestId('bulk-progress')).toContainText('1 done');
  await expect(rows[1]).toContainText('Done: approved');
  expect(await decisionsSent()).toBe(sentBefore + 4);
  expect([await statusOf(first.id, a.id), await statusOf(second.id, b.id), await statusOf(third.id, c.id)]).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
  await expect(page.getByRole('button', { name: /Retry failed/ })).toBeHidden();

  // The same decision again (another tab, a reload mid-bulk): found done, not sent twice.
  const again = await page.request.post(`/api/organizations/${organizationId}/requests/approve`, { data: { itemId: first.id, userId: a.id }, headers: { origin: E2E_APP_URL } });
  expect(await again.json()).toMatchObject({ ok: true, data: { result: 'done', alreadyApplied: true } });
  expect(await decisionsSent()).toBe(sentBefore + 4);
});

test('Retry failed sends only the rows that failed', async ({ page }) => {
  const [a, b] = [people[5]!, people[6]!];
  const first = await itemWith('Retry A', feb(8, 9), feb(8, 13), { [a.id]: 'ADDITION_REQUESTED' });
  const second = await itemWith('Retry B', feb(8, 13), feb(8, 17), { [b.id]: 'ADDITION_REQUESTED' });
  await openInbox(page, '2027-02-08');
  await rowOf(page, first, a.id).getByRole('checkbox').check();
  await rowOf(page, second, b.id).getByRole('checkbox').check();
  await emulator.faults({ failNext: [{ method: 'PATCH', path: `^/connect/calendar-items/${first.id}/members/`, status: 500, count: 1 }] });
  await page.getByRole('button', { name: 'Decline selected' }).click();
  await page.getByRole('dialog', { name: 'Decline 2 requests?' }).getByRole('button', { name: 'Decline 2 requests' }).click();
  await expect(page.getByTestId('bulk-progress')).toContainText('1 done · 1 failed');
  const sentBefore = await decisionsSent();

  await page.getByRole('button', { name: 'Retry failed (1)' }).click();
  await expect(rowOf(page, first, a.id)).toContainText('Done: declined');
  await expect(page.getByTestId('bulk-progress')).toContainText('1 done');
  expect(await decisionsSent()).toBe(sentBefore + 1);
  expect([await statusOf(first.id, a.id), await statusOf(second.id, b.id)]).toEqual(['DECLINED', 'DECLINED']);
});

test('warns of an overlap with an item the person already works, of time off and of the week’s hours', async ({ page }) => {
  const dana = people[7]!;
  const morning = await itemWith('Morning', feb(3, 8), feb(3, 12), { [dana.id]: 'ASSIGNED' });
  await itemWith('Leave', feb(3, 0), feb(4, 0), { [dana.id]: 'ACCEPTED' }, 'TIME_OFF');
  await itemWith('Monday', feb(1, 9), feb(1, 15, 30), { [dana.id]: 'ACCEPTED' });
  const asked = await itemWith('Asked', feb(3, 10), feb(3, 16), { [dana.id]: 'ADDITION_REQUESTED' });
  await openInbox(page, '2027-02-03');

  const warnings = rowOf(page, asked, dana.id).getByRole('list', { name: 'Warnings' });
  await expect(warnings.locator('[data-warning="overlap"]')).toHaveText(`Overlaps ${morning.name} · 08:00–12:00`);
  await expect(warnings.locator('[data-warning="time-off"]')).toHaveText('Time off 3 Feb');
  // Monday 6.5 h + Wednesday morning 4 h, in the week of Monday 1 February.
  await expect(warnings.locator('[data-warning="hours"]')).toHaveText('10.5 h worked this week');
});

test('approving a request withdrawn meanwhile says it is no longer pending and changes nothing', async ({ page }) => {
  const eve = people[8]!;
  const item = await itemWith('Withdrawn', feb(4, 9), feb(4, 17), { [eve.id]: 'ADDITION_REQUESTED' });
  await openInbox(page, '2027-02-04');
  const row = rowOf(page, item, eve.id);
  await expect(row).toContainText('Asked to join');

  await emulator.patchItem(item.id, { members: [{ type: 'USER', userId: eve.id, status: 'DELETED' }] });
  const sentBefore = await decisionsSent();
  await row.getByRole('button', { name: /^Approve / }).click();
  await expect(row).toContainText('No longer pending: now Removed');
  expect(await statusOf(item.id, eve.id)).toBe('DELETED');
  expect(await decisionsSent()).toBe(sentBefore);
});

test('with a slow service a held decision locks only its own row: another is answered meanwhile; leaving asks first', async ({ page }) => {
  const [a, b] = [people[10]!, people[11]!];
  const slow = await itemWith('Slow', feb(9, 9), feb(9, 13), { [a.id]: 'ADDITION_REQUESTED' });
  const quick = await itemWith('Quick', feb(9, 13), feb(9, 17), { [b.id]: 'ADDITION_REQUESTED' });
  await openInbox(page, '2027-02-09');
  const [slowRow, quickRow] = [rowOf(page, slow, a.id), rowOf(page, quick, b.id)];

  await emulator.hold({ method: 'PATCH', path: `^/connect/calendar-items/${slow.id}/members/` });
  await slowRow.getByRole('button', { name: /^Approve / }).click();
  await expect.poll(async () => (await emulator.held()).waiting.length).toBe(1);
  await expect(slowRow).toContainText('Approving…');
  await expect(slowRow.getByRole('button', { name: /^Approve / })).toHaveAttribute('aria-disabled', 'true');
  await expect(slowRow.getByRole('checkbox')).toBeDisabled();

  // The other row is not locked: answered, and done on the service, while the first is held.
  await quickRow.getByRole('button', { name: /^Decline / }).click();
  await expect(quickRow).toContainText('Done: declined');
  expect(await statusOf(quick.id, b.id)).toBe('DECLINED');
  expect((await emulator.held()).waiting).toHaveLength(1);
  expect(await statusOf(slow.id, a.id)).toBe('ADDITION_REQUESTED');

  // Leaving now asks first: closing or reloading (beforeunload), and a link inside the app.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await page.getByRole('navigation', { name: 'Organization sections' }).getByRole('link', { name: /^Schedule/ }).click();
  await expect.poll(() => dialogs).toEqual(['beforeunload', 'confirm']);
  await page.getByRole('link', { name: 'Next 14 days' }).click();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect.poll(() => dialogs).toEqual(['beforeunload', 'confirm', 'confirm', 'confirm']);
  await expect(page).toHaveURL(/\/requests\?from=2027-02-09&to=2027-02-09$/);

  await emulator.release();
  await expect(slowRow).toContainText('Done: approved');
  expect(await statusOf(slow.id, a.id)).toBe('ACCEPTED');
  // Nothing is being sent any more: a reload just happens.
  await page.reload();
  await expect(page.getByTestId('requests-inbox')).toHaveAttribute('data-ready', 'true');
  expect(dialogs).toHaveLength(4);
});

test('a bulk decline asks first, naming how many and who; Cancel sends nothing', async ({ page }) => {
  const [a, b, c] = [people[12]!, people[13]!, people[14]!];
  const first = await itemWith('Decline A', feb(10, 8), feb(10, 12), { [a.id]: 'ADDITION_REQUESTED' });
  const second = await itemWith('Decline B', feb(10, 12), feb(10, 16), { [b.id]: 'ADDITION_REQUESTED' });
  const third = await itemWith('Decline C', feb(10, 16), feb(10, 20), { [c.id]: 'ADDITION_REQUESTED' });
  await openInbox(page, '2027-02-10');
  await rowOf(page, first, a.id).getByRole('checkbox').check();
  await rowOf(page, second, b.id).getByRole('checkbox').check();
  const sentBefore = await decisionsSent();

  const declineSelected = page.getByRole('button', { name: 'Decline selected' });
  await declineSelected.click();
  const dialog = page.getByRole('dialog', { name: 'Decline 2 requests?' });
  const listed = dialog.getByRole('list', { name: 'Requests to decline' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText(`${a.fullName} · ${first.name}, Wed 10 Feb`);
  await expect(listed.nth(1)).toContainText(`${b.fullName} · ${second.name}, Wed 10 Feb`);
  await expect(dialog).not.toContainText(c.fullName);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(declineSelected).toBeFocused();
  await expect(page.getByText('2 selected')).toBeVisible();
  expect([await statusOf(first.id, a.id), await statusOf(second.id, b.id), await statusOf(third.id, c.id)]).toEqual(['ADDITION_REQUESTED', 'ADDITION_REQUESTED', 'ADDITION_REQUESTED']);
  expect(await decisionsSent()).toBe(sentBefore);

  await declineSelected.click();
  await dialog.getByRole('button', { name: 'Decline 2 requests' }).click();
  await expect(page.getByTestId('bulk-progress')).toContainText('2 done');
  expect([await statusOf(first.id, a.id), await statusOf(second.id, b.id), await statusOf(third.id, c.id)]).toEqual(['DECLINED', 'DECLINED', 'ADDITION_REQUESTED']);
  expect(await decisionsSent()).toBe(sentBefore + 2);
});

test('by keyboard alone: tick, answer, and the focus moves to the next row to answer, then to the heading', async ({ page }) => {
  const [a, b, c] = [people[15]!, people[16]!, people[17]!];
  const first = await itemWith('Keys A', feb(11, 8), feb(11, 10), { [a.id]: 'ADDITION_REQUESTED' });
  const second = await itemWith('Keys B', feb(11, 10), feb(11, 12), { [b.id]: 'ADDITION_REQUESTED' });
  const third = await itemWith('Keys C', feb(11, 12), feb(11, 14), { [c.id]: 'ADDITION_REQUESTED' });
  await openInbox(page, '2027-02-11');
  const rows = [rowOf(page, first, a.id), rowOf(page, second, b.id), rowOf(page, third, c.id)] as const;
  const approve = (row: (typeof rows)[number]) => row.getByRole('button', { name: /^Approve / });

  // The range form's last control, then Tab on through the page.
  await page.getByRole('button', { name: 'Refresh' }).focus();
  const tabTo = async (target: ReturnType<typeof approve>) => {
    for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  await tabTo(rows[0].getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByText('1 selected')).toBeVisible();
  await tabTo(approve(rows[0]));
  await page.keyboard.press('Enter');
  await expect(rows[0]).toContainText('Done: approved');
  // Answered: out of the selection, and the focus is on the next row's Approve, not the page.
  await expect(page.getByText('0 selected')).toBeVisible();
  await expect(approve(rows[1])).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows[1]).toContainText('Done: approved');
  await expect(approve(rows[2])).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(rows[2].getByRole('button', { name: /^Decline / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows[2]).toContainText('Done: declined');
  await expect(page.getByRole('heading', { name: 'Requests to answer' })).toBeFocused();
  expect([await statusOf(first.id, a.id), await statusOf(second.id, b.id), await statusOf(third.id, c.id)]).toEqual(['ACCEPTED', 'ACCEPTED', 'DECLINED']);
});

test('accessible and on screen: no serious axe findings at 1440 and 390 px, every answer reachable without sideways scrolling', async ({ page }) => {
  const [a, b] = [people[18]!, people[19]!];
  const join = await itemWith('A shift with a rather long name for a phone', feb(12, 6, 30), feb(12, 14, 30), { [a.id]: 'ADDITION_REQUESTED' });
  await itemWith('Earlier', feb(12, 6), feb(12, 10), { [a.id]: 'ASSIGNED' });
  const cover = await itemWith('Cover', feb(12, 14), feb(12, 22), { [b.id]: 'REPLACEMENT_REQUESTED' });
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openInbox(page, '2027-02-12');
    // A ticked row too: its text keeps its contrast on the selected background.
    await rowOf(page, join, a.id).getByRole('checkbox').check();
    const answers = [[rowOf(page, join, a.id), [/^Approve /, /^Decline /]], [rowOf(page, cover, b.id), [/^Find a cover /, /^Release /, /^Keep them on it: /]]] as const;
    for (const [row, names] of answers) {
      for (const name of names) {
        const button = row.getByRole('button', { name });
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px: page wider than the screen`).toBeLessThanOrEqual(0);
    if (width === 1024) continue;
    await expectNoSeriousViolations(page, `requests inbox @${width}`, { include: '[data-testid="requests-inbox"]', allRules: true });
  }
});

test('compact: a 900 px screen holds at least 8 requests; after each answer the heading and the Requests badge say the same number', async ({ page }) => {
  // Ten requests twelve days from today, inside the default window the badge counts.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`).getTime() + 12 * 86_400_000;
  const made = [];
  for (let i = 0; i < 10; i++) {
    const person = people[i % people.length]!;
    const kind = i % 4 === 3 ? 'REPLACEMENT_REQUESTED' : 'ADDITION_REQUESTED';
    made.push({ item: await itemWith(`Compact ${i}`, day + (9 + (i % 8)) * 3_600_000, day + (13 + (i % 8)) * 3_600_000, { [person.id]: kind }), person });
  }
  await page.goto(`/organizations/${organizationId}/requests`);
  await expect(page.getByTestId('requests-inbox')).toHaveAttribute('data-ready', 'true');

  // Rows fully on screen below the sticky bulk bar, with the first of these at the top.
  await rowOf(page, made[0]!.item, made[0]!.person.id).evaluate((row) => row.scrollIntoView({ block: 'start' }));
  const onScreen = await page.evaluate(() => {
    const top = document.querySelector('[aria-label="Bulk answers"]')!.getBoundingClientRect().bottom;
    return [...document.querySelectorAll('[data-testid="request-row"]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= top - 1 && box.bottom <= window.innerHeight;
    }).length;
  });
  expect(onScreen).toBeGreaterThanOrEqual(8);

  const heading = page.getByText(/^\d+ waiting/);
  const badge = page.getByRole('navigation', { name: 'Organization sections' }).getByTestId('requests-count');
  const headingCount = async () => Number((await heading.textContent())?.match(/^(\d+)/)?.[1]);
  const start = await headingCount();
  expect(start).toBeGreaterThanOrEqual(10);
  await expect(badge).toHaveText(new RegExp(`^${start}\\(`));
  for (const [i, name] of [[0, /^Approve /], [1, /^Decline /], [3, /^Release /]] as const) {
    const { item, person } = made[i]!;
    await rowOf(page, item, person.id).getByRole('button', { name }).click();
    // Twelve days ahead falls on another weekday each day: where the person has a seeded meeting
    // then (the Thursday huddle), Approve first asks about the double booking, and is answered yes.
    const asked = page.getByRole('dialog', { name: 'Double booking' });
    await expect(rowOf(page, item, person.id).getByText('Done').or(asked)).toBeVisible();
    if (await asked.isVisible()) await asked.getByRole('button', { name: 'Approve anyway' }).click();
    await expect(rowOf(page, item, person.id)).toContainText('Done');
    const left = start - [0, 1, 3].indexOf(i) - 1;
    await expect(heading).toHaveText(new RegExp(`^${left} waiting`));
    await expect(badge).toHaveText(new RegExp(`^${left}\\(`));
  }
  // Read again from the service, they still agree.
  await page.reload();
  await expect(page.getByTestId('requests-inbox')).toHaveAttribute('data-ready', 'true');
  await expect(heading).toHaveText(new RegExp(`^${start - 3} waiting`));
  await expect(badge).toHaveText(new RegExp(`^${start - 3}\\(`));
});

test.describe('as a viewer', () => {
  test.use({ storageState: storageStateOf('viewer') });

  test('sees the inbox and the count, but no approve or decline controls, and the actions refuse them', async ({ page }) => {
    const fay = people[9]!;
    const item = await itemWith('Viewer', feb(5, 9), feb(5, 17), { [fay.id]: 'ADDITION_REQUESTED' });
    await openInbox(page, '2027-02-05');
    const row = rowOf(page, item, fay.id);
    await expect(row).toContainText(fay.fullName);
    await expect(row).toContainText('Asked to join');
    await expect(page.getByRole('button', { name: /Approve|Decline/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    const call = await page.request.post(`/api/organizations/${organizationId}/requests/approve`, { data: { itemId: item.id, userId: fay.id }, headers: { origin: E2E_APP_URL } });
    expect(call.status()).toBe(403);
    expect(await call.json()).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await statusOf(item.id, fay.id)).toBe('ADDITION_REQUESTED');

    // The reads are GET routes, open to viewers; a bad range is refused with the reason.
    const bad = await page.request.get(`/api/organizations/${organizationId}/requests?from=2027-02-05&to=2027-05-05`);
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { kind: 'invalid_input', fieldErrors: { to: [expect.stringMatching(/at most 62 days/)] } } });
    const good = await page.request.get(`/api/organizations/${organizationId}/requests?from=2027-02-05&to=2027-02-05`);
    expect((await good.json()).requests).toEqual([expect.objectContaining({ key: `${item.id}:${fay.id}`, kind: 'ADDITION_REQUESTED' })]);

    // The Requests tab's badge counts what the default inbox (the next 14 days) lists.
    await page.goto(`/organizations/${organizationId}/requests`);
    await expect(page.getByTestId('requests-inbox')).toHaveAttribute('data-ready', 'true');
    const waiting = Number((await page.getByText(/^\d+ waiting/).textContent())?.match(/^(\d+)/)?.[1]);
    const tab = page.getByRole('navigation', { name: 'Organization sections' }).getByRole('link', { name: /^Requests/ });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    if (waiting > 0) await expect(tab.getByTestId('requests-count')).toContainText(String(waiting));
    else await expect(tab.getByTestId('requests-count')).toHaveCount(0);
  });
});

test('a decision body larger than 16 KiB is refused unread with 413, and nothing is sent to the service', async ({ page }) => {
  const before = await decisionsSent();
  const huge = { itemId: '7999999999999999999', userId: '7999999999999999999', padding: 'x'.repeat(20 * 1024) };
  const call = await page.request.post(`/api/organizations/${organizationId}/requests/approve`, { data: huge, headers: { origin: E2E_APP_URL } });
  expect(call.status()).toBe(413);
  expect(await call.json()).toMatchObject({ ok: false, error: { kind: 'invalid_input', message: expect.stringMatching(/larger than 16 KiB/) } });
  expect(await decisionsSent()).toBe(before);
});
