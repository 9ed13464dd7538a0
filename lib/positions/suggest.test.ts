import { describe, expect, it } from 'vitest';
import { positionsNamedIn, suggestItemPosition, suggestPersonPositions } from './suggest';

const desk = { id: 'desk', name: 'Front desk' };
const nurse = { id: 'nurse', name: 'Nurse' };
const night = { id: 'night', name: 'Night nurse' };
const kitchen = { id: 'kitchen', name: 'Kitchen' };
const all = [desk, nurse, night, kitchen];
const people: Record<string, string[]> = { ann: ['nurse'], bob: ['nurse', 'kitchen'], cy: ['kitchen'], dee: [] };
const of = (userId: string) => people[userId] ?? [];

describe('positions named in a text', () => {
  it('match whole words whatever their case, longest name first; a name inside a word does not count', () => {
    expect(positionsNamedIn('FRONT DESK 07–15', all)).toEqual([desk]);
    expect(positionsNamedIn('Night nurse (ward 3)', all)).toEqual([night, nurse]);
    expect(positionsNamedIn('Nursery cover', all)).toEqual([]);
    expect(positionsNamedIn('Subkitchen', all)).toEqual([]);
    expect(positionsNamedIn('Kitchen/Nurse', all)).toEqual([kitchen, nurse]);
    expect(positionsNamedIn('Desk (a+b)', [{ id: 'odd', name: 'Desk (a+b)' }])).toEqual([{ id: 'odd', name: 'Desk (a+b)' }]);
  });
});

describe('an item’s suggested position', () => {
  it('comes from its name first, the longest name it says', () => {
    expect(suggestItemPosition('Front desk 07–15', all, ['cy'], of)).toEqual({ positionId: 'desk', because: 'The name says “Front desk”' });
    expect(suggestItemPosition('Night nurse', all, [], of)?.positionId).toBe('night');
  });

  it('else from what most of its holders work (at least half of them)', () => {
    expect(suggestItemPosition('Ward 3', all, ['ann', 'bob', 'dee'], of)).toEqual({ positionId: 'nurse', because: '2 of 3 holders work it' });
    expect(suggestItemPosition('Ward 3', all, ['ann'], of)).toEqual({ positionId: 'nurse', because: '1 of 1 holder works it' });
    expect(suggestItemPosition('Ward 3', all, ['ann', 'cy', 'dee'], of)).toBeNull();
    expect(suggestItemPosition(null, all, [], of)).toBeNull();
    expect(suggestItemPosition('Ward 3', all, ['dee'], of)).toBeNull();
  });
});

describe('a person’s suggested positions', () => {
  it('come from their title and from positions they held at least twice, leaving out what they have', () => {
    expect(suggestPersonPositions('Senior nurse', all, ['kitchen', 'kitchen', 'desk', 'kitchen'], [])).toEqual([
      { positionId: 'nurse', because: 'Their title says “Nurse”' },
      { positionId: 'kitchen', because: 'Held 3 Kitchen shifts in the last 8 weeks' },
    ]);
    expect(suggestPersonPositions('Nurse', all, ['nurse', 'nurse'], ['nurse'])).toEqual([]);
    expect(suggestPersonPositions('Nurse', all, ['nurse', 'nurse'], [])).toEqual([{ positionId: 'nurse', because: 'Their title says “Nurse”' }]);
    expect(suggestPersonPositions(null, all, ['desk'], [])).toEqual([]);
  });
});
