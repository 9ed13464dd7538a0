import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { at, lines, person, slot, week } from '@/test/support/hand-made-week';
import { hardBreaksOf, KEPT_OPEN_REASON, PINNED_REASON, propose, withHandChanges, withHandChangesShown, type AutoFillInput, type HandChanges } from '.';

// Re-solving the rest around a manager's hand changes: the pinned lines kept, nothing else using
// their people at an overlapping time, places kept open left open, and a change that breaks a hard
// rule refused with the reason. The checker judges every answer against the input without changes.

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

function resolve(input: AutoFillInput, changes: HandChanges) {
  const changed = withHandChanges(input, changes);
  expect(changed.refusals).toEqual([]);
  const proposal = withHandChangesShown(propose(highs, changed.input, { timeLimitMs: 10_000 }), changes);
  expect(hardBreaksOf(input, proposal.assignments)).toEqual([]);
  return proposal;
}

describe('a re-solve around hand changes', () => {
  it('keeps a pinned line and gives no other line its person at an overlapping time', () => {
    const morning = slot('2027-03-01', '08:00', '16:00');
    const midday = slot('2027-03-01', '12:00', '20:00');
    const input = week([morning, midday], [person('ben')]);
    // Unpinned, the sooner shift is ben's; pinned to the midday one, the morning stays open for him.
    expect(lines(resolve(input, { pinned: [], keptOpen: [] }))).toEqual([`${morning.itemId}:ben`]);
    const proposal = resolve(input, { pinned: [{ itemId: midday.itemId, userId: 'ben' }], keptOpen: [] });
    expect(proposal.assignments).toEqual([{ itemId: midday.itemId, userId: 'ben', reasons: [PINNED_REASON] }]);
    expect(proposal.unfilled).toEqual([{ itemId: morning.itemId, missing: 1, reasons: ['1 candidate: 1 overlap'] }]);
    expect(proposal.score).toMatchObject({ slots: 2, filled: 1, provenMaximum: 1 });
  });

  it('solves the rest around a pinned line: the person it frees takes the other shift', () => {
    const morning = slot('2027-03-01', '08:00', '16:00');
    const midday = slot('2027-03-01', '12:00', '20:00');
    const input = week([morning, midday], [person('ana'), person('ben')]);
    const proposal = resolve(input, { pinned: [{ itemId: morning.itemId, userId: 'ben' }], keptOpen: [] });
    expect(lines(proposal)).toEqual([`${morning.itemId}:ben`, `${midday.itemId}:ana`]);
    expect(proposal.score).toMatchObject({ slots: 2, filled: 2, provenMaximum: 2 });
  });

  it('leaves a shift open rather than break a pinned person’s rest, and counts the pinned line as filled', () => {
    const late = slot('2027-03-01', '14:00', '22:00');
    const early = slot('2027-03-02', '06:00', '14:00');
    const input = week([late, early], [person('ana')], { minRestMinutes: 660 });
    const proposal = resolve(input, { pinned: [{ itemId: late.itemId, userId: 'ana' }], keptOpen: [] });
    expect(lines(proposal)).toEqual([`${late.itemId}:ana`]);
    expect(proposal.unfilled).toEqual([{ itemId: early.itemId, missing: 1, reasons: ['1 candidate: 1 too little rest'] }]);
    expect(proposal.score).toMatchObject({ slots: 2, filled: 1, provenMaximum: 1, greedy: { filled: 1 } });
  });

  it('keeps a cleared place open, saying so, and fills the shift’s other places', () => {
    const pair = slot('2027-03-03', '09:00', '17:00', { needs: 2 });
    const input = week([pair], [person('ana'), person('ben')]);
    const proposal = resolve(input, { pinned: [], keptOpen: [pair.itemId] });
    expect(proposal.assignments).toHaveLength(1);
    expect(proposal.unfilled).toEqual([{ itemId: pair.itemId, missing: 1, reasons: [KEPT_OPEN_REASON] }]);
  });

  it('refuses a change that breaks a hard rule or names no open place, with the reason, judged after the ones before', () => {
    const monday = slot('2027-03-01', '09:00', '17:00');
    const overlapping = slot('2027-03-01', '16:00', '20:00');
    const input = week([monday, overlapping], [person('ana', { timeOff: [{ start: at('2027-03-01', '00:00'), end: at('2027-03-01', '12:00') }] }), person('ben')]);
    const { refusals } = withHandChanges(input, {
      pinned: [
        { itemId: monday.itemId, userId: 'ana' },
        { itemId: monday.itemId, userId: 'ben' },
        { itemId: overlapping.itemId, userId: 'ben' },
        { itemId: 'not-open', userId: 'ben' },
        { itemId: overlapping.itemId, userId: 'nobody' },
      ],
      keptOpen: [monday.itemId],
    });
    expect(refusals).toEqual([
      { itemId: monday.itemId, userId: 'ana', message: 'This shift has no open place left for another person' },
      { itemId: monday.itemId, userId: 'ben', message: 'This shift has no open place left for another person' },
      { itemId: 'not-open', userId: 'ben', message: 'This shift has no open place in the range planned' },
      { itemId: overlapping.itemId, userId: 'nobody', message: 'This person cannot be planned in this organization' },
    ]);
    const alone = withHandChanges(input, { pinned: [{ itemId: monday.itemId, userId: 'ana' }, { itemId: monday.itemId, userId: 'ben' }, { itemId: overlapping.itemId, userId: 'ben' }], keptOpen: [] });
    expect(alone.refusals).toEqual([
      { itemId: monday.itemId, userId: 'ana', message: 'ana cannot take it: on time off' },
      { itemId: overlapping.itemId, userId: 'ben', message: 'ben cannot take it: overlap' },
    ]);
    // The input handed in is not changed.
    expect(input.slots[0]!.holders).toEqual([]);
    expect(input.people[1]!.heldShifts).toEqual([]);
  });
});
