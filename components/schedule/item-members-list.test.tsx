import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ScheduleMember } from '@/lib/schedule/schedule-item';
import { renderComponent } from '@/test/support/render-component';
import { ItemMembersList } from './item-members-list';

function member(userId: string, displayName: string): ScheduleMember {
  return { key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName, avatarUrl: null, status: 'ACCEPTED', phone: null };
}

test('each person is shown with their job title, or with nothing when they have none (never "User")', async () => {
  renderComponent(<ItemMembersList members={[member('1', 'Emma Nguyen'), member('2', 'Diego Ramírez')]} titles={new Map([['1', 'Charge nurse']])} timeZone="Europe/London" />);
  const rows = within(screen.getByRole('list', { name: 'People on this item' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual(['ENEmma NguyenCharge nurseAccepted', 'DRDiego RamírezAccepted']);
});
