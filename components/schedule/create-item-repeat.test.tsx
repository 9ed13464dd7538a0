import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { createSeriesAction } from '@/lib/repeats/actions';
import type { createCalendarItemAction } from '@/lib/schedule/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { CreateItemDialog } from './create-item-dialog';
import { EditTargetProvider, type DraftWrites } from '@/components/drafts';

// The New item dialog's Repeat section (components/repeats/use-repeat-on-create.tsx): off by
// default; on, its rule is checked with the form before anything is sent, and a series is made
// instead of one item.

// The week of Monday 10 May 2027 in London: a new item starts there at 09:00.
const shown = { start: Date.UTC(2027, 4, 9, 23), end: Date.UTC(2027, 4, 16, 23) };

function openDialog() {
  const create = recordingAction<typeof createCalendarItemAction>(() => ({ ok: true, data: scheduleItem({ id: '900', name: 'Front desk' }) }));
  const repeat = recordingAction<typeof createSeriesAction>(() => ({ ok: true, data: { seriesId: 's', words: 'Every Monday, 3 times', rrule: '', lastDate: null } }));
  renderComponent(<CreateItemDialog organizationId="11" timeZone="Europe/London" initial={null} shown={shown} members={[]} membersNote={null} create={create.action} createSeries={repeat.action} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'New item' });
  return { dialog, created: create.calls, repeated: repeat.calls, submit: () => userEvent.click(within(dialog).getByRole('button', { name: 'Create' })) };
}

test('off by default: the item is created alone', async () => {
  const { dialog, submit, created, repeated } = openDialog();
  await expect.element(within(dialog).getByRole('checkbox', { name: 'Repeat this item' })).not.toBeChecked();
  await submit();
  await expect.poll(() => created.length).toBe(1);
  expect(repeated).toEqual([]);
});

test('on: a bad rule is refused next to its field before anything is sent; a good one makes a series from the item’s day and times', async () => {
  const { dialog, submit, created, repeated } = openDialog();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Repeat this item' }));
  await expect.element(within(dialog).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  expect(dialog.querySelector('[data-repeat-preview]')?.textContent).toBe('Every Monday. Next: Mon 10 May, Mon 17 May, Mon 24 May, Mon 31 May, …');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'After a number of times' }));
  await userEvent.fill(within(dialog).getByLabelText(/^Times/), '0');
  await submit();
  await expect.element(within(dialog).getByLabelText(/^Times/)).toHaveAccessibleDescription('At least once');
  expect(created).toEqual([]);
  await userEvent.fill(within(dialog).getByLabelText(/^Times/), '3');
  await submit();
  await expect.poll(() => repeated).toEqual([
    { organizationId: '11', type: 'MULTI_ASSIGNEE_SHIFT', title: '', notes: '', startDate: '2027-05-10', startTime: '09:00', durationMinutes: 60, people: [], rule: { frequency: 'weekly', weekdays: [1], interval: 1, ends: { kind: 'count', count: 3 } }, confirmConflicts: false },
  ]);
  expect(created).toEqual([]);
});

test('time off does not repeat: said in the section, nothing sent', async () => {
  const { dialog, submit, created, repeated } = openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Time off' }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Repeat this item' }));
  await submit();
  await expect.element(within(dialog).getByText(/^Time off does not repeat/)).toBeVisible();
  expect([created, repeated]).toEqual([[], []]);
});

test('from a template and repeating: the series carries the template’s needs and people', async () => {
  const create = recordingAction<typeof createCalendarItemAction>();
  const repeat = recordingAction<typeof createSeriesAction>(() => ({ ok: true, data: { seriesId: 's', words: 'Every Monday', rrule: '', lastDate: null } }));
  const members = [{ userId: '501', fullName: 'Ana Lima', title: null, avatarUrl: null }];
  const nightDesk = { id: '6f1c1a52-5d84-4f5e-9a39-5a2b61c0a002', name: 'Night desk', type: 'MULTI_ASSIGNEE_SHIFT' as const, startTime: '22:00', endTime: '06:00', needs: 2, notes: '', people: ['501'] };
  renderComponent(
    <CreateItemDialog organizationId="11" timeZone="Europe/London" initial={null} shown={shown} members={members} membersNote={null} create={create.action} templates={{ list: [nightDesk], organizationZone: 'Europe/London', create: create.action as never }} createSeries={repeat.action} onClose={() => undefined} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'New item' });
  await userEvent.keyboard('N');
  await expect.element(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Night desk');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Repeat this item' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await expect.poll(() => repeated(repeat.calls)).toEqual({ title: 'Night desk', startTime: '22:00', durationMinutes: 480, needs: 2, people: ['501'] });
  expect(create.calls).toEqual([]);
});

const repeated = (calls: readonly Parameters<typeof createSeriesAction>[0][]) => {
  const call = calls[0] as { title: string; startTime: string; durationMinutes: number; needs?: number; people: string[] } | undefined;
  return call && { title: call.title, startTime: call.startTime, durationMinutes: call.durationMinutes, needs: call.needs, people: call.people };
};

test('in a draft: a plain item goes into the draft; templates and Repeat, which write live, are not offered', async () => {
  const create = recordingAction<typeof createCalendarItemAction>();
  const series = recordingAction<typeof createSeriesAction>();
  const drafted = recordingAction<DraftWrites['create']>(() => ({ ok: true, data: { lines: [] } }));
  const writes = { create: drafted.action } as unknown as DraftWrites;
  const nightDesk = { id: '6f1c1a52-5d84-4f5e-9a39-5a2b61c0a002', name: 'Night desk', type: 'MULTI_ASSIGNEE_SHIFT' as const, startTime: '22:00', endTime: '06:00', needs: 2, notes: '', people: [] };
  renderComponent(
    <EditTargetProvider editing={{ target: { organizationId: '11', draftId: 'd1' }, writes }}>
      <CreateItemDialog organizationId="11" timeZone="Europe/London" initial={null} shown={shown} members={[]} membersNote={null} create={create.action} templates={{ list: [nightDesk], organizationZone: 'Europe/London', create: create.action as never }} createSeries={series.action} onClose={() => undefined} />
    </EditTargetProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'New item in the draft' });
  expect(within(dialog).queryByRole('combobox', { name: /From template/ })).toBeNull();
  expect(within(dialog).queryByRole('checkbox', { name: 'Repeat this item' })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await expect.poll(() => drafted.calls.length).toBe(1);
  expect(drafted.calls[0]).toMatchObject({ organizationId: '11', draftId: 'd1', type: 'MULTI_ASSIGNEE_SHIFT' });
  expect([create.calls, series.calls]).toEqual([[], []]);
});
