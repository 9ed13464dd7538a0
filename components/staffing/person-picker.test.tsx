import { screen, within } from '@testing-library/react';
import { useState, type KeyboardEvent } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { MemberOption } from '@/lib/people/member-option';
import { cacheCandidates } from '@/test/support/candidates-read';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import { PersonPicker } from './person-picker';

const person = (userId: string, fullName: string, title: string | null = null): MemberOption => ({ userId, fullName, title, avatarUrl: null });
const people = [person('1', 'Ana Lima', 'Barista'), person('2', 'Ben Okafor', 'Chef'), person('3', 'Cleo Park', 'Barista')];
const item = scheduleItem({ id: '9001' });

/**
 * The picker inside a form (Enter must not submit it) and a container that closes on Escape (as
 * the drawer does: the picker's Escape must close only its list). The warnings read is in the
 * cache, as the server ranks it: Ana already works a shift that overlaps, so she comes last.
 */
function showPicker({ multiple = true } = {}) {
  const queryClient = testQueryClient();
  const busy = scheduleItem({ id: '77', start: item.start, end: item.end, status: 'ASSIGNED', members: [{ key: 'USER:1', type: 'USER', userId: '1', groupId: null, displayName: 'Ana Lima', avatarUrl: null, status: 'ACCEPTED', phone: null }] });
  cacheCandidates(queryClient, '11', item, people, [busy]);
  const events = { submitted: 0, escaped: 0, chosen: [] as string[][] };
  function Form() {
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <div onKeyDown={(event: KeyboardEvent) => event.key === 'Escape' && (events.escaped += 1)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            events.submitted += 1;
          }}
        >
          <PersonPicker organizationId="11" itemId={item.id} people={people} selected={selected} multiple={multiple} onChange={(next) => (events.chosen.push(next), setSelected(next))} />
        </form>
      </div>
    );
  }
  renderComponent(<Form />, { queryClient });
  const combobox = screen.getByRole('combobox', { name: 'Search people by name or title' });
  const listbox = () => screen.queryByRole('listbox', { name: 'People who can be added' });
  const active = () => {
    const id = combobox.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.querySelector('.font-medium')?.textContent : null;
  };
  return { combobox, listbox, active, events };
}

test('a combobox whose list opens on focus, controlled and described, with options in the server’s order (the free first)', async () => {
  const { combobox, listbox } = showPicker();
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
  expect(combobox).toHaveAccessibleDescription(/Arrow keys move through the people/);
  await userEvent.click(combobox);
  expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const list = listbox()!;
  expect(combobox.getAttribute('aria-controls')).toBe(list.id);
  expect(list).toHaveAttribute('aria-multiselectable', 'true');
  const options = within(list).getAllByRole('option');
  expect(options.map((o) => o.querySelector('.font-medium')?.textContent)).toEqual(['Ben Okafor', 'Cleo Park', 'Ana Lima']);
  expect(within(options[0]!).getByText('Free')).toBeVisible();
  expect(combobox).not.toHaveAttribute('aria-activedescendant');
});

test('arrows move the active option (aria-activedescendant), clamped at the ends; ArrowUp from closed opens on the last', async () => {
  const { combobox, active } = showPicker();
  await userEvent.click(combobox);
  await userEvent.keyboard('{Escape}');
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{ArrowUp}');
  expect(combobox).toHaveAttribute('aria-expanded', 'true');
  expect(active()).toBe('Ana Lima');
  await userEvent.keyboard('{ArrowDown}');
  expect(active()).toBe('Ana Lima'); // the last stays the last
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
  expect(active()).toBe('Ben Okafor');
  await userEvent.keyboard('{ArrowDown}');
  expect(active()).toBe('Cleo Park');
});

test('Enter chooses and unchooses the active person (aria-selected), and never submits the form', async () => {
  const { combobox, listbox, events } = showPicker();
  await userEvent.click(combobox);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(events.chosen).toEqual([['2']]);
  expect(within(listbox()!).getByRole('option', { name: /Ben Okafor/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('list', { name: 'Chosen people' })).toHaveTextContent('Ben Okafor');
  await userEvent.keyboard('{Enter}');
  expect(events.chosen.at(-1)).toEqual([]);
  expect(events.submitted).toBe(0);
});

test('Escape closes only the list, not what holds the picker', async () => {
  const { combobox, listbox, events } = showPicker();
  await userEvent.click(combobox);
  expect(listbox()).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(listbox()).toBeNull();
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(events.escaped).toBe(0);
  await userEvent.keyboard('{Escape}'); // with the list closed, Escape is the container's again
  expect(events.escaped).toBe(1);
});

test('typing filters by name or title; nobody matching is said as a disabled option', async () => {
  const { combobox, listbox, active } = showPicker();
  await userEvent.type(combobox, 'barista');
  expect(within(listbox()!).getAllByRole('option').map((o) => o.querySelector('.font-medium')?.textContent)).toEqual(['Cleo Park', 'Ana Lima']);
  await userEvent.keyboard('{ArrowDown}');
  expect(active()).toBe('Cleo Park');
  await userEvent.fill(combobox, 'nobody');
  const none = within(listbox()!).getByRole('option', { name: 'Nobody matches.' });
  expect(none).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Enter}');
  expect(combobox).not.toHaveAttribute('aria-activedescendant');
});

test('choosing one person (not multiple) closes the list and replaces the choice', async () => {
  const { combobox, listbox, events } = showPicker({ multiple: false });
  await userEvent.click(combobox);
  expect(listbox()).not.toHaveAttribute('aria-multiselectable', 'true');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(listbox()).toBeNull();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(events.chosen).toEqual([['2'], ['3']]);
  expect(screen.getByRole('list', { name: 'Chosen person' })).toHaveTextContent('Cleo Park');
});

test('a chosen person can be unchosen with their button', async () => {
  const { combobox, events } = showPicker();
  await userEvent.click(combobox);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Unchoose Ben Okafor' }));
  expect(events.chosen.at(-1)).toEqual([]);
});

test('each candidate shows the working-time rules a choice would break, and rule-breakers come after the free who break none', async () => {
  const queryClient = testQueryClient();
  const rules = { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60 };
  // Ben closed eight hours before this item starts.
  const close = scheduleItem({ id: '78', start: item.start - 16 * 3_600_000, end: item.start - 8 * 3_600_000, status: 'ASSIGNED', members: [{ key: 'USER:2', type: 'USER', userId: '2', groupId: null, displayName: 'Ben Okafor', avatarUrl: null, status: 'ASSIGNED', phone: null }] });
  // Cleo worked longer that week (10 h on Monday, 15 h before this item): more hours, but no rule broken.
  const monday = scheduleItem({ id: '79', start: Date.UTC(2027, 1, 1, 8), end: Date.UTC(2027, 1, 1, 18), status: 'ASSIGNED', members: [{ key: 'USER:3', type: 'USER', userId: '3', groupId: null, displayName: 'Cleo Park', avatarUrl: null, status: 'ASSIGNED', phone: null }] });
  cacheCandidates(queryClient, '11', item, people, [close, monday], 'Europe/London', rules);
  renderComponent(<PersonPicker organizationId="11" itemId={item.id} people={people} selected={[]} multiple onChange={() => undefined} />, { queryClient });
  await userEvent.click(screen.getByRole('combobox', { name: 'Search people by name or title' }));
  const options = within(screen.getByRole('listbox', { name: 'People who can be added' })).getAllByRole('option');
  expect(options.map((o) => o.querySelector('.font-medium')?.textContent)).toEqual(['Ana Lima', 'Cleo Park', 'Ben Okafor']);
  expect(options.map((o) => [...o.querySelectorAll('[data-warning="rule"]')].map((b) => b.textContent))).toEqual([[], [], ['rest 8 h, minimum 11 h']]);
});
