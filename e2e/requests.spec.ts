import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { emulator } from './support/emulator';
import { decisionsSent, itemWithMembers, memberStatus as statusOf, openInbox as openInboxOf, requestRowOf as rowOf, type MemberStatuses } from './support/requests';
import { storageStateOf } from './support/roles';
import { callServerAction } from './support/server-actions';

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

test('approve and decline from the inbox change the member on the service', async ({ page }) => {
  const [ana, ben] = [people[0]!, people[1]!];
  const join = await itemWith('Join me', feb(1, 9), feb(1, 17), { [ana.id]: 'ADDITION_REQUESTED' });
  const cover = await itemWith('Cover me', feb(1, 10), feb(1, 14), { [ben.id]: 'REPLACEMENT_REQUESTED' });
  await openInbox(page, '2027-02-01');

  await expect(page.getByRole('columnheader', { name: /^Monday 1 February 2027/ })).toBeVisible();
  const joinRow = rowOf(page, join, ana.id);
  await expect(joinRow).toContainText(ana.fullName);
  await expect(joinRow).toContainText('Asked to join');
  await expect(joinRow).toContainText('09:00–17:00');
  await expect(joinRow.getByRole('link', { name: join.name! })).toHaveAttribute('href', /\/schedule\?view=day&date=2027-02-01/);
  const coverRow = rowOf(page, cover, ben.id);
  await expect(coverRow).toContainText('Asked for cover');

  await joinRow.getByRole('button', { name: 'Approve' }).click();
  await expect(joinRow).toContainText('Done: approved');
  expect(await statusOf(join.id, ana.id)).toBe('ACCEPTED');

  await coverRow.getByRole('button', { name: 'Decline' }).click();
  await expect(coverRow).toContainText('Done: declined');
  expect(await statusOf(cover.id, ben.id)).toBe('DECLINED');

  // After a fresh read both are answered: neither is offered again.
  await page.reload();
  await expect(page.getByTestId('requests-inbox')).toHaveAttribute('data-ready', 'true');
  await expect(rowOf(page, join, ana.id)).toHaveCount(0);
  await expect(rowOf(page, cover, ben.id)).toHaveCount(0);
});

test('a bulk approve with one failed row: the others are done, running it again completes that row and doubles nothing', async ({ page }) => {
  const [a, b, c] = [people[2]!, people[3]!, people[4]!];
  const first = await itemWith('Bulk A', feb(2, 8), feb(2, 12), { [a.id]: 'ADDITION_REQUESTED' });
  const second = await itemWith('Bulk B', feb(2, 12), feb(2, 16), { [b.id]: 'ADDITION_REQUESTED' });
  const third = await itemWith('Bulk C', feb(2, 16), feb(2, 20), { [c.id]: 'REPLACEMENT_REQUESTED' });
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

  // The same selection again: the failed row is sent, the others are found done and not sent.
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByTestId('bulk-progress')).toContainText('3 done');
  await expect(rows[0]).toContainText('Done: already approved');
  await expect(rows[1]).toContainText('Done: approved');
  await expect(rows[2]).toContainText('Done: already approved');
  expect(await decisionsSent()).toBe(sentBefore + 4);
  expect([await statusOf(first.id, a.id), await statusOf(second.id, b.id), await statusOf(third.id, c.id)]).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
  await expect(page.getByRole('button', { name: /Retry failed/ })).toBeHidden();
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
  await expect(warnings.locator('[data-warning="hours"]')).toHaveText('10.5 h this week');
});

test('approving a request withdrawn meanwhile says it is no longer pending and changes nothing', async ({ page }) => {
  const eve = people[8]!;
  const item = await itemWith('Withdrawn', feb(4, 9), feb(4, 17), { [eve.id]: 'ADDITION_REQUESTED' });
  await openInbox(page, '2027-02-04');
  const row = rowOf(page, item, eve.id);
  await expect(row).toContainText('Asked to join');

  await emulator.patchItem(item.id, { members: [{ type: 'USER', userId: eve.id, status: 'DELETED' }] });
  const sentBefore = await decisionsSent();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('No longer pending: now Removed');
  expect(await statusOf(item.id, eve.id)).toBe('DELETED');
  expect(await decisionsSent()).toBe(sentBefore);
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

    const call = await callServerAction(page.request, 'lib/actions/member-decisions.ts', 'approveMemberAction', [{ organizationId, itemId: item.id, userId: fay.id }], { params: { organizationId } });
    expect(call.result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
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
