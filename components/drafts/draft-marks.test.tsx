import '@/app/globals.css';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { DraftEntryMark } from '@/lib/drafts';
import { RosterItem } from '@/components/roster/roster-item';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { DraftMarksProvider } from './draft-marks';

// A roster entry the draft marks: its tag in words, `data-draft-mark`, striped or struck through,
// and the reasons of its lines shown while it has the keyboard focus (or the pointer), and read out.

const marks = new Map<string, DraftEntryMark>([
  ['901', { mark: 'draft-changed', words: 'Draft: staffed', reasons: ['free', 'prefers Saturdays'], lineIds: ['l1'] }],
  ['902', { mark: 'draft-removed', words: 'Draft: removed', reasons: [], lineIds: ['l2'] }],
]);

test('a marked roster entry says so, shows its reasons on focus, and a live one is as it was', async () => {
  renderComponent(
    <DraftMarksProvider marks={marks}>
      <RosterItem item={scheduleItem({ id: '901', name: 'Staffed' })} userId={null} timeZone="UTC" focusable={0} />
      <RosterItem item={scheduleItem({ id: '902', name: 'Removed' })} userId={null} timeZone="UTC" focusable={-1} />
      <RosterItem item={scheduleItem({ id: '903', name: 'Live' })} userId={null} timeZone="UTC" focusable={-1} />
    </DraftMarksProvider>,
  );
  const entry = (id: string) => document.querySelector<HTMLElement>(`[data-roster-item="${id}"]`)!;
  expect(['901', '902', '903'].map((id) => entry(id).getAttribute('data-draft-mark'))).toEqual(['draft-changed', 'draft-removed', null]);
  expect(entry('901').textContent).toContain('Draft: staffed');
  expect(entry('903').textContent).not.toContain('Draft');
  expect(getComputedStyle(entry('902')).textDecorationLine).toBe('line-through');
  expect(getComputedStyle(entry('901')).outlineStyle).toBe('dashed');
  const reasons = entry('901').querySelector<HTMLElement>('[data-draft-reasons]')!;
  expect(getComputedStyle(reasons).display).toBe('none');
  // Read out with the entry whether or not it is shown.
  expect(entry('901').textContent).toContain('Why: free; prefers Saturdays');
  entry('901').focus();
  await expect.poll(() => getComputedStyle(reasons).display).toBe('block');
  expect(screen.getByText('prefers Saturdays')).toBeTruthy();
});
