import '@/app/globals.css';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EditTargetProvider, type DraftWrites } from '@/components/drafts';
import { LazyToaster } from '@/components/ui/toaster';
import type { ActionResult } from '@/lib/errors';
import type { MemberOption } from '@/lib/people/member-option';
import type { assignItemMembersAction } from '@/lib/staffing/actions';
import { cacheCandidates } from '@/test/support/candidates-read';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { AssignmentPanel } from './assignment-panel';

// The drawer's "Add people" with a draft open on the board: each person goes into the draft as an
// assign line (asked about as live), nothing is written live, and the toast's Undo takes the lines out.

const people: MemberOption[] = [
  { userId: '1', fullName: 'Ana Lima', title: null, avatarUrl: null },
  { userId: '2', fullName: 'Ben Okafor', title: null, avatarUrl: null },
  { userId: '3', fullName: 'Cai Brown', title: null, avatarUrl: null },
];
const item = scheduleItem();
// Ana already works the till 12:00–14:00 on the item's day (09:00–17:00).
const till = scheduleItem({ id: '9002', name: 'Till', start: Date.UTC(2027, 1, 2, 12), end: Date.UTC(2027, 1, 2, 14), members: [{ key: 'USER:1', type: 'USER', userId: '1', groupId: null, displayName: 'Ana Lima', avatarUrl: null, status: 'ASSIGNED', phone: null }] });
const line = (userId: string) => ({ id: `line-${userId}`, position: 0, payload: {}, kind: 'assign', itemId: item.id, localKey: null, userId, source: 'hand', state: 'drafted', reasons: [] });

type Sent = { userId: string; confirmConflicts?: boolean };

function showPanelInDraft(answer: (input: Sent) => ActionResult<unknown> = (input) => ({ ok: true, data: { lines: [line(input.userId)] } })) {
  const live = recordingAction<typeof assignItemMembersAction>();
  const drafted = recordingAction<DraftWrites['assign']>(answer as never);
  const removed = recordingAction<DraftWrites['removeLine']>(() => ({ ok: true, data: { removed: 1 } }));
  const writes = { assign: drafted.action, removeLine: removed.action } as unknown as DraftWrites;
  const queryClient = testQueryClient();
  cacheCandidates(queryClient, '11', item, people, [till]);
  renderComponent(
    <EditTargetProvider editing={{ target: { organizationId: '11', draftId: 'd1' }, writes }}>
      <AssignmentPanel organizationId="11" item={item} people={people} assign={live.action} />
      <LazyToaster />
    </EditTargetProvider>,
    { queryClient },
  );
  const form = screen.getByRole('form', { name: 'Add people' });
  return {
    form,
    live: live.calls,
    drafted: drafted.calls as Sent[],
    removed: removed.calls,
    choose: async (name: string) => {
      await userEvent.fill(within(form).getByRole('combobox', { name: 'Search people by name or title' }), name);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await userEvent.keyboard('{Escape}');
    },
    add: () => userEvent.click(within(form).getByRole('button', { name: 'Add to item' })),
  };
}

test('in a draft only people are offered (a group or an invite has no draft line); a person added goes into the draft, nothing live, and Undo takes the line out', async () => {
  const { form, choose, add, live, drafted, removed } = showPanelInDraft();
  expect(within(form).queryByRole('tab')).toBeNull();
  expect(within(form).queryByLabelText(/^Their status/)).toBeNull();
  await expect.element(within(form).getByText(/Into the draft: people only/)).toBeVisible();

  await choose('Cai');
  await add();
  await expect.poll(() => drafted).toEqual([{ organizationId: '11', draftId: 'd1', itemId: item.id, userId: '3', confirmConflicts: false, ruleBreakReason: undefined }]);
  expect(live).toEqual([]);
  const toast = await screen.findByText('Added Cai Brown (in the draft)');
  await userEvent.click(within(toast.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', { name: 'Undo' }));
  await expect.poll(() => removed).toEqual([{ organizationId: '11', draftId: 'd1', lineId: 'line-3' }]);
});

test('in a draft a double-booked person is asked about first; “Add anyway” sends the yes into the draft', async () => {
  const { choose, add, live, drafted } = showPanelInDraft();
  await choose('Ana');
  await add();
  const dialog = await screen.findByRole('dialog', { name: 'Double booking' });
  await expect.element(within(dialog).getByRole('listitem')).toHaveTextContent('Ana Lima is already on Till, Tue 2 Feb 12:00–14:00 at that time.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
  await expect.poll(() => drafted.map((d) => [d.userId, d.confirmConflicts])).toEqual([['1', true]]);
  expect(live).toEqual([]);
});

test('in a draft a question only the server asks (a position, a rule) is asked too, then the line is sent again confirmed', async () => {
  const sentence = 'Ben Okafor is not a Nurse.';
  const { choose, add, drafted } = showPanelInDraft((input) =>
    input.confirmConflicts ? { ok: true, data: { lines: [line(input.userId)] } } : { ok: false, error: { kind: 'conflict', message: `${sentence} Confirm to go ahead.`, fieldErrors: { confirmConflicts: [sentence] } } },
  );
  await choose('Ben');
  await add();
  const dialog = await screen.findByRole('dialog');
  await expect.element(within(dialog).getByRole('listitem')).toHaveTextContent(sentence);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
  await expect.poll(() => drafted.map((d) => d.confirmConflicts)).toEqual([false, true]);
  await expect.element(screen.getByText('Added Ben Okafor (in the draft)')).toBeVisible();
});

test('at 390 px the panel in a draft fits the width and axe finds nothing serious', async () => {
  await page.viewport(390, 844);
  const { form, choose } = showPanelInDraft();
  await choose('Cai');
  expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  const { violations } = await axe.run(form, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a draft opened while Group was chosen turns the panel back to people, and the person goes into the draft', async () => {
  const live = recordingAction<typeof assignItemMembersAction>();
  const drafted = recordingAction<DraftWrites['assign']>((input) => ({ ok: true, data: { lines: [line((input as Sent).userId)] } }));
  const editing = { target: { organizationId: '11', draftId: 'd1' }, writes: { assign: drafted.action } as unknown as DraftWrites };
  function Board() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open a draft
        </button>
        <EditTargetProvider editing={open ? editing : null}>
          <AssignmentPanel organizationId="11" item={item} people={people} assign={live.action} />
        </EditTargetProvider>
      </>
    );
  }
  const queryClient = testQueryClient();
  cacheCandidates(queryClient, '11', item, people, [till]);
  renderComponent(<Board />, { queryClient });
  const form = screen.getByRole('form', { name: 'Add people' });
  await userEvent.click(within(form).getByRole('tab', { name: 'Group' }));
  await userEvent.click(screen.getByRole('button', { name: 'Open a draft' }));
  await userEvent.fill(within(form).getByRole('combobox', { name: 'Search people by name or title' }), 'Cai');
  await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
  await userEvent.click(within(form).getByRole('button', { name: 'Add to item' }));
  await expect.poll(() => drafted.calls.map((c) => (c as Sent).userId)).toEqual(['3']);
  expect(live.calls).toEqual([]);
});
