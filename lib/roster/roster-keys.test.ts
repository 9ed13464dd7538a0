import { describe, expect, it } from 'vitest';
import { gridStep, itemKeyTarget } from './roster-keys';

const key = (k: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean }> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
const size = { rows: 501, cols: 8, pageRows: 10 };

describe('gridStep', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(gridStep(key('ArrowRight'), { row: 3, col: 2 }, size)).toEqual({ row: 3, col: 3 });
    expect(gridStep(key('ArrowUp'), { row: 0, col: 2 }, size)).toEqual({ row: 0, col: 2 });
    expect(gridStep(key('ArrowRight'), { row: 3, col: 7 }, size)).toEqual({ row: 3, col: 7 });
  });
  it('Home/End reach the row’s ends, with Ctrl the grid’s; Page Up/Down a page of rows', () => {
    expect(gridStep(key('End'), { row: 3, col: 2 }, size)).toEqual({ row: 3, col: 7 });
    expect(gridStep(key('Home', { ctrlKey: true }), { row: 30, col: 2 }, size)).toEqual({ row: 0, col: 0 });
    expect(gridStep(key('End', { ctrlKey: true }), { row: 3, col: 2 }, size)).toEqual({ row: 500, col: 7 });
    expect(gridStep(key('PageDown'), { row: 495, col: 2 }, size)).toEqual({ row: 500, col: 2 });
    expect(gridStep(key('PageUp'), { row: 12, col: 2 }, size)).toEqual({ row: 2, col: 2 });
  });
  it('leaves Alt+arrows and other keys alone', () => {
    expect(gridStep(key('ArrowUp', { altKey: true }), { row: 3, col: 2 }, size)).toBeNull();
    expect(gridStep(key('a'), { row: 3, col: 2 }, size)).toBeNull();
  });
});

describe('itemKeyTarget', () => {
  const grid = { rows: 4, days: 7 };
  it('Alt+Left/Right is a day, Alt+Up/Down the person above or below', () => {
    expect(itemKeyTarget(key('ArrowRight', { altKey: true }), { row: 2, day: 3 }, grid)).toEqual({ row: 2, day: 4 });
    expect(itemKeyTarget(key('ArrowDown', { altKey: true }), { row: 0, day: 3 }, grid)).toEqual({ row: 1, day: 3 });
  });
  it('says why at the week’s ends, the open row and the last person', () => {
    expect(itemKeyTarget(key('ArrowLeft', { altKey: true }), { row: 2, day: 0 }, grid)).toHaveProperty('reason');
    expect(itemKeyTarget(key('ArrowUp', { altKey: true }), { row: 1, day: 0 }, grid)).toEqual({ reason: 'There is nobody above to give it to.' });
    expect(itemKeyTarget(key('ArrowDown', { altKey: true }), { row: 3, day: 0 }, grid)).toEqual({ reason: 'There is nobody below to give it to.' });
    expect(itemKeyTarget(key('ArrowDown'), { row: 1, day: 0 }, grid)).toBeNull();
  });
});
