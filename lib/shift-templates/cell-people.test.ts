import { expect, it } from 'vitest';
import { cellPeople } from './cell-people';

it('the row’s person first, then the template’s people until its needs are met, each once', () => {
  expect(cellPeople({ needs: 2, people: ['502', '503'] }, '501')).toEqual(['501', '502']);
  expect(cellPeople({ needs: 3, people: ['501', '502'] }, '501')).toEqual(['501', '502']);
  expect(cellPeople({ needs: 1, people: ['502'] }, '501')).toEqual(['501']);
  expect(cellPeople({ needs: 2, people: ['502', '503', '504'] }, null)).toEqual(['502', '503']);
  expect(cellPeople({ needs: 2, people: [] }, null)).toEqual([]);
});
