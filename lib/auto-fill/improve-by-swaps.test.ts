import { describe, expect, it } from 'vitest';
import { person, slot, week } from '@/test/support/hand-made-week';
import { greedyFill, type AutoFillInput, type Assignment } from '.';
import { improveBySwaps } from './improve-by-swaps';
import { buildModel, completeStart, type MipModel } from './model';

// The fairness floor: swaps inside a class that lower the fairness tier's objective, never a row
// broken, never a place lost. Pure (no HiGHS): the answer a stopped solve keeps at the least.

const columnsOf = (input: AutoFillInput, model: MipModel, lines: readonly Assignment[]) => {
  const x = new Array<number>(model.xCols.length).fill(0);
  for (const { itemId, userId } of lines) {
    const p = input.people.findIndex((who) => who.userId === userId);
    const c = model.classes.findIndex((cls) => cls.items.some((i) => i.itemId === itemId));
    x[model.xCols.findIndex((col) => col.person === p && col.cls === c)] = 1;
  }
  return completeStart(model, x);
};
const chosen = (input: AutoFillInput, model: MipModel, values: readonly number[]) => model.xCols.flatMap(({ person: p }, col) => (values[col]! > 0.5 ? [input.people[p]!.userId] : [])).sort();
const objective = (model: MipModel, values: readonly number[]) => {
  const tier = model.tiers.find((t) => t.name === 'fairness')!;
  return tier.indices.reduce((sum, col, k) => sum + tier.values[k]! * values[col]!, 0);
};
const keepsEveryRow = (model: MipModel, values: readonly number[]) => model.rows.every((row) => {
  const activity = row.indices.reduce((sum, col, k) => sum + row.values[k]! * values[col]!, 0);
  return activity >= row.lower - 1e-6 && activity <= row.upper + 1e-6;
});
const improved = (input: AutoFillInput) => {
  const model = buildModel(input);
  const start = columnsOf(input, model, greedyFill(input));
  const { values, swaps } = improveBySwaps(model, model.tiers.find((t) => t.name === 'fairness')!, start, Date.now() + 5_000);
  expect(keepsEveryRow(model, values)).toBe(true);
  expect(objective(model, values)).toBeLessThanOrEqual(objective(model, start));
  return { model, start, values, swaps };
};

describe('the fairness floor (swaps)', () => {
  it("hands the greedy fill's shift to the person furthest below target", () => {
    const input = week([slot('2027-03-02', '09:00', '17:00')], [person('ben', { targetWeekMinutes: 4 * 60 }), person('ana', { targetWeekMinutes: 40 * 60, otherMinutes: 10 * 60 })]);
    const { model, start, values, swaps } = improved(input);
    expect(chosen(input, model, start)).toEqual(['ben']);
    expect(chosen(input, model, values)).toEqual(['ana']);
    expect(swaps).toBe(1);
  });

  it('keeps every place filled and never swaps across a rule: a fairer person over their maximum is not taken', () => {
    const days = ['2027-03-01', '2027-03-02', '2027-03-03'].map((d) => slot(d, '09:00', '17:00'));
    const input = week(days, [
      person('ben', { targetWeekMinutes: 8 * 60 }),
      person('cai', { targetWeekMinutes: 8 * 60 }),
      person('ana', { targetWeekMinutes: 40 * 60, maxWeekMinutes: 16 * 60 }),
    ], { maxConsecutiveDays: 2 });
    const { model, values } = improved(input);
    // Ana, furthest below target, takes the two days her maximum allows; one place stays with another.
    const takers = chosen(input, model, values);
    expect(takers.filter((who) => who === 'ana')).toHaveLength(2);
    expect(takers).toHaveLength(3);
  });

  it('stops when the time is up, with what it has', () => {
    const input = week([slot('2027-03-02', '09:00', '17:00')], [person('ben', { targetWeekMinutes: 4 * 60 }), person('ana', { targetWeekMinutes: 40 * 60 })]);
    const model = buildModel(input);
    const start = columnsOf(input, model, greedyFill(input));
    expect(improveBySwaps(model, model.tiers.find((t) => t.name === 'fairness')!, start, Date.now() - 1)).toEqual({ values: start, swaps: 0 });
  });
});
