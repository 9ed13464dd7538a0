import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { startCopyAction } from '@/lib/copy/actions';
import type { CopyRequest } from '@/lib/copy/copy-input';
import { copyRefusal, dayRange } from '@/lib/copy/copy-plan';
import type { CopyPreview, CopyPreviewItem } from '@/lib/copy/copy-views';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { CopyDialog } from './copy-dialog';

const timeZone = 'Europe/London';
const item = (id: string, name: string): CopyPreviewItem => ({ sourceItemId: id, type: 'MULTI_ASSIGNEE_SHIFT', name, start: Date.UTC(2027, 5, 8, 9), end: Date.UTC(2027, 5, 8, 17), targetStart: Date.UTC(2027, 5, 15, 9), targetEnd: Date.UTC(2027, 5, 15, 17), people: [], existingAtTarget: [] });

/**
 * The preview as the route makes it: the week's items (`count` of them, or the two named ones),
 * refused by the same rule the server applies (lib/copy/copy-plan.ts), 7 days back at most.
 */
function previewOf(count?: number) {
  const asked: CopyRequest[] = [];
  const read = async (request: CopyRequest): Promise<CopyPreview> => {
    asked.push(request);
    const items = count === undefined ? [item('a', 'Copy picked'), item('b', 'Copy left out')] : [];
    const refusal = copyRefusal({ span: request.span, sourceDate: request.sourceDate, targetDate: request.targetDate, timeZone, itemCount: count ?? items.length, now: Date.now(), pastLimitDays: 7 });
    return { timeZone, source: dayRange(request.sourceDate, request.span, timeZone), target: dayRange(request.targetDate, request.span, timeZone), items, refusal };
  };
  return { read, asked };
}

function openCopy({ count, answer = () => ({ ok: true, data: { copyId: 'copy-1' } }) }: { count?: number; answer?: () => ActionResult<unknown> } = {}) {
  const preview = previewOf(count);
  const start = recordingAction<typeof startCopyAction>(answer);
  // Wednesday 9 June 2027 is shown: the week of Monday 7 June is copied, to the next by default.
  renderComponent(<CopyDialog organizationId="11" timeZone={timeZone} shownDate="2027-06-09" view="week" onClose={() => undefined} readPreview={preview.read} startCopy={start.action} renderResult={(copyId) => <p>Result of {copyId}</p>} />);
  const dialog = screen.getByRole('dialog', { name: 'Copy to another week or day' });
  return {
    dialog,
    asked: preview.asked,
    started: start.calls,
    target: within(dialog).getByLabelText(/^To the week of/),
    press: (name: string | RegExp) => userEvent.click(within(dialog).getByRole('button', { name })),
    copyButton: () => within(dialog).queryByRole('button', { name: /^Copy \d/ }),
  };
}

test('a target week that overlaps the one copied is refused next to the field; nothing can be copied', async () => {
  const { target, press, copyButton, started } = openCopy();
  await userEvent.fill(target, '2027-06-10');
  await press('Preview');
  await expect.element(target).toHaveAccessibleDescription(/overlaps the week being copied/);
  expect(copyButton()).toBeNull();
  expect(started).toEqual([]);
});

test('a target more than the limit in the past is refused next to the field', async () => {
  const { target, press, copyButton } = openCopy();
  await userEvent.fill(target, '2020-01-06');
  await press('Preview');
  await expect.element(target).toHaveAccessibleDescription(/more than 7 days in the past/);
  expect(copyButton()).toBeNull();
});

test('more than 2,000 items is refused as an alert on what to copy', async () => {
  const { dialog, press, copyButton } = openCopy({ count: 2001 });
  await press('Preview');
  await expect.element(within(dialog).getByRole('alert')).toHaveTextContent(/2001 items is more than 2,000 at once/);
  expect(copyButton()).toBeNull();
});

test('a date left empty is refused before any preview is read', async () => {
  const { target, press, asked } = openCopy();
  await userEvent.clear(target);
  await press('Preview');
  await expect.element(target).toHaveAccessibleDescription('Pick a date');
  expect(asked).toEqual([]);
});

test('chosen items: the preview lists the week, unticked ones stay behind, and the copy starts with the ticked ones', async () => {
  const { dialog, press, started } = openCopy();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Chosen items of the week' }));
  await press('Preview');
  await expect.element(within(dialog).getByRole('button', { name: 'Copy 2 items' })).toBeVisible();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Copy Copy left out/ }));
  await press('Copy 1 item');
  await expect.element(screen.getByText('Result of copy-1')).toBeVisible();
  expect(started).toEqual([{ organizationId: '11', span: 'week', sourceDate: '2027-06-07', targetDate: '2027-06-14', withPeople: true, itemIds: ['a'], copyKey: expect.any(String) }]);
});

test('a change to the form after a preview asks for a new one', async () => {
  const { dialog, target, press, copyButton } = openCopy();
  await press('Preview');
  await expect.poll(copyButton).not.toBeNull();
  await userEvent.fill(target, '2027-06-21');
  expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeVisible();
});

test('a refusal from the start action lands on its field; the copy does not start', async () => {
  const { target, press } = openCopy({ answer: () => ({ ok: false, error: { kind: 'invalid_input', message: 'Refused.', fieldErrors: { targetDate: ['The target is more than 7 days in the past.'] } } }) });
  await press('Preview');
  await press('Copy 2 items');
  await expect.element(target).toHaveAccessibleDescription('The target is more than 7 days in the past.');
  expect(screen.queryByText(/^Result of/)).toBeNull();
});
