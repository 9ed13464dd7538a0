// The app's stylesheet: the column widths and wrapping under test come from it.
import '@/app/globals.css';
import { screen } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { auditSentence } from '@/lib/audit/audit-sentence';
import { cellsSpilling } from '@/test/support/cells-spilling';
import { renderComponent } from '@/test/support/render-component';
import { AuditTable } from './audit-table';
import type { AuditRowView } from './types';

// The audit table says what happened in a sentence, and no cell's content runs into the next
// column: not a long conversation id, not a long sentence, on a laptop or (scrolling) on a phone.

const row = (id: number, more: Partial<AuditRowView>): AuditRowView => ({
  id,
  at: '2026-11-26T19:05:00.000Z',
  actorId: '1',
  actorEmail: 'sam.kowalczyk-fitzgerald@harbour-cafe.example',
  action: 'member.declined',
  targetType: 'calendar_item',
  targetId: '7000000000000000001',
  outcome: 'success',
  upstreamStatus: 200,
  before: null,
  after: null,
  detail: null,
  count: 1,
  clientAddress: null,
  requestId: null,
  sentence: null,
  ...more,
});
/** As the page hands it over: with its sentence built on the server. */
const withSentence = (entry: AuditRowView): AuditRowView => ({ ...entry, sentence: auditSentence(entry, 'h23') });

const decision = withSentence(row(1, {
  before: { itemId: '7000000000000000001', item: 'Night ward with a rather long name for the east wing', start: '2026-11-26T19:00:00.000Z', timeZone: 'Europe/London', userId: '42', member: 'Ethan Cole', status: 'REPLACEMENT_REQUESTED' },
  detail: { result: 'sent' },
}));
// A saved conversation's id is not a service id: it is shown, and it is long.
const conversation = withSentence(row(2, { action: 'messages.conversation_saved', targetType: 'saved_conversation', targetId: 'conversation-8f14e45fceea167a5a36dedd4bea2543-0123456789abcdef0123456789abcdef', upstreamStatus: null }));

afterAll(async () => {
  await page.viewport(414, 896);
});

for (const width of [1440, 390]) {
  test(`shows the sentence and keeps every cell's content in its column at ${width} px`, async () => {
    await page.viewport(width, 900);
    renderComponent(<AuditTable entries={[decision, conversation]} />);
    expect(screen.getAllByTestId('audit-sentence').map((el) => el.textContent)).toEqual([
      'sam.kowalczyk-fitzgerald@harbour-cafe.example declined Ethan Cole’s replacement request for Night ward with a rather long name for the east wing, Thu 26 Nov 19:00',
      'Saved a conversation',
    ]);
    // The whole id is still there to read and select.
    expect(screen.getByText(conversation.targetId!)).toBeTruthy();
    expect(cellsSpilling([...document.querySelectorAll<HTMLTableCellElement>('tbody tr[data-entry-id] td')])).toEqual([]);
  });
}
