import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { saveOrganizationAction } from '@/lib/settings/actions';
import type { ActionResult } from '@/lib/errors';
import type { EnterpriseRow } from '@/lib/entry-points/entry-point-rows';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { OrganizationDialog } from './organization-dialog';

const enterprises: EnterpriseRow[] = [{ enterpriseId: '7', displayName: 'Meridian Services Group', organizationCount: 1 }];
/** An admin who signs in with a password and confirmed it a moment ago. */
const reauth = { confirmedRecently: true, company: null };

function openAdd(answer = (input: unknown): ActionResult<unknown> => ({ ok: true, data: input })) {
  const save = recordingAction<typeof saveOrganizationAction>(answer);
  renderComponent(<OrganizationDialog editing={{ mode: 'create' }} enterprises={enterprises} zones={['Europe/Paris', 'UTC']} onClose={() => undefined} save={save.action} reauth={reauth} />);
  const dialog = screen.getByRole('dialog', { name: 'Add an organization' });
  const field = (name: RegExp) => within(dialog).getByRole(name.source.includes('zone') ? 'combobox' : 'textbox', { name });
  return { dialog, sent: save.calls, field, submit: within(dialog).getByRole('button', { name: 'Add organization' }) };
}

test('bad ids and an unknown time zone are refused next to their fields; nothing is sent', async () => {
  const { field, submit, sent } = openAdd();
  const id = field(/Organization id/);
  await userEvent.fill(field(/Display name/), 'Must Not Exist');
  await userEvent.fill(field(/Display time zone/), 'Europe/Paris');
  for (const bad of ['abc', '99999999999999999999']) {
    await userEvent.fill(id, bad);
    await userEvent.click(submit);
    await expect.element(id).toHaveAttribute('aria-invalid', 'true');
    await expect.element(id).toHaveAccessibleDescription(/whole-number id of 1 to 19 digits/);
  }
  await userEvent.fill(id, '123');
  await userEvent.fill(field(/Display time zone/), 'Mars/Olympus');
  await userEvent.click(submit);
  await expect.element(field(/Display time zone/)).toHaveAccessibleDescription(/IANA time zone/);
  expect(sent).toEqual([]);
});

test('a weekly hours threshold that is not a number of hours, or outside 1 to 168, is refused; an empty one is allowed', async () => {
  const { field, submit, sent } = openAdd();
  await userEvent.fill(field(/Organization id/), '123');
  await userEvent.fill(field(/Display name/), 'Harbour');
  await userEvent.fill(field(/Display time zone/), 'Europe/Paris');
  const threshold = field(/Weekly hours threshold/);
  for (const [typed, message] of [
    ['forty', 'Enter hours as a number such as 40 or 37.5, or leave it empty.'],
    ['200', 'Between 1 and 168 hours a week.'],
    ['0.5', 'Between 1 and 168 hours a week.'],
  ] as const) {
    await userEvent.fill(threshold, typed);
    await userEvent.click(submit);
    await expect.element(threshold).toHaveAccessibleDescription(message);
  }
  expect(sent).toEqual([]);
  await userEvent.clear(threshold);
  await userEvent.click(submit);
  await expect.poll(() => sent).toEqual([{ organizationId: '123', enterpriseId: '7', displayName: 'Harbour', timeZone: 'Europe/Paris', weeklyHoursThreshold: '', minRestHours: '', maxShiftHours: '', maxDayHours: '', maxConsecutiveDays: '', maxShiftsPerDay: '', mode: 'create' }]);
});

test('with one enterprise configured, a new organization is linked to it by default', () => {
  const { dialog } = openAdd();
  expect(within(dialog).getByRole('combobox', { name: 'Enterprise' })).toHaveValue('7');
});

test('an organization linked to an enterprise removed since stays linked when edited', () => {
  const save = recordingAction<typeof saveOrganizationAction>();
  const editing = { mode: 'update' as const, organizationId: '5', enterpriseId: '99', displayName: 'Old', timeZone: 'UTC', weeklyHoursThresholdMinutes: 2250, workingTimeRules: { minRestMinutes: 660, maxShiftMinutes: null, maxDayMinutes: 570, maxConsecutiveDays: 6, maxShiftsPerDay: null } };
  renderComponent(<OrganizationDialog editing={editing} enterprises={enterprises} zones={[]} onClose={() => undefined} save={save.action} reauth={reauth} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit organization' });
  const enterprise = within(dialog).getByRole('combobox', { name: 'Enterprise' });
  expect(enterprise).toHaveValue('99');
  expect(within(enterprise).getByRole('option', { name: 'Enterprise 99 (not configured)' })).toBeTruthy();
  expect(within(dialog).getByRole('textbox', { name: /Weekly hours threshold/ })).toHaveValue('37.5');
  expect(within(dialog).getByRole('textbox', { name: /Organization id/ })).toHaveAttribute('readonly');
  const rule = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  expect([rule(/Minimum rest/), rule(/Longest shift/), rule(/Most hours in a day/), rule(/Most working days in a row/), rule(/Most shifts in a day/)].map((r) => (r as HTMLInputElement).value)).toEqual(['11', '', '9.5', '6', '']);
});

test('working-time rules out of bounds or not numbers are refused next to their field; nothing is sent; good ones are', async () => {
  const { field, submit, sent } = openAdd();
  await userEvent.fill(field(/Organization id/), '123');
  await userEvent.fill(field(/Display name/), 'Harbour');
  await userEvent.fill(field(/Display time zone/), 'Europe/Paris');
  const bad = [
    [field(/Minimum rest/), 'eleven', 'Enter hours as a number such as 40 or 37.5, or leave it empty.'],
    [field(/Longest shift/), '25', 'Between 1 and 24 hours.'],
    [field(/Most hours in a day/), '0', 'Between 1 and 24 hours.'],
    [field(/Most working days in a row/), '15', 'Between 1 and 14 days.'],
    [field(/Most shifts in a day/), '1.5', 'Enter a whole number, or leave it empty.'],
  ] as const;
  for (const [input, typed] of bad) await userEvent.fill(input, typed);
  await userEvent.click(submit);
  for (const [input, , message] of bad) {
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(message);
  }
  expect(sent).toEqual([]);
  for (const [input, typed] of [[field(/Minimum rest/), '11'], [field(/Longest shift/), '10'], [field(/Most hours in a day/), ''], [field(/Most working days in a row/), '6'], [field(/Most shifts in a day/), '2']] as const) await userEvent.fill(input, typed);
  await userEvent.click(submit);
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ minRestHours: '11', maxShiftHours: '10', maxDayHours: '', maxConsecutiveDays: '6', maxShiftsPerDay: '2' });
});

test('a company account confirms with its provider instead of a password, before filling in the form', async () => {
  const save = recordingAction<typeof saveOrganizationAction>();
  const company = { href: '/api/auth/oidc/start?reauth=1&next=/settings', providerName: 'Acme ID' };
  renderComponent(<OrganizationDialog editing={{ mode: 'create' }} enterprises={enterprises} zones={[]} onClose={() => undefined} save={save.action} reauth={{ confirmedRecently: false, company }} />);
  const dialog = screen.getByRole('dialog', { name: 'Add an organization' });
  expect(within(dialog).queryByLabelText(/^Your password/)).toBeNull();
  const link = within(dialog).getByRole('link', { name: 'Confirm with Acme ID' });
  await expect.element(link).toHaveAttribute('href', company.href);
  // The notice comes before the first field: following it leaves the page.
  const first = within(dialog).getByRole('textbox', { name: /Organization id/ });
  expect(link.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('a password confirmed lately may be left empty: nothing about it is sent', async () => {
  const { field, submit, dialog, sent } = openAdd();
  await expect.element(within(dialog).getByLabelText(/^Your password/)).toHaveAccessibleDescription(/You confirmed it in the last 5 minutes/);
  await userEvent.fill(field(/Organization id/), '123');
  await userEvent.fill(field(/Display name/), 'Harbour');
  await userEvent.fill(field(/Display time zone/), 'UTC');
  await userEvent.click(submit);
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).not.toHaveProperty('confirmPassword');
});
