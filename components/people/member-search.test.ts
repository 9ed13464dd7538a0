import { describe, expect, it } from 'vitest';
import { matchesMemberSearch } from './member-search';

const zoe = { fullName: 'Zoë Martín', title: 'Night nurse' };

describe('matchesMemberSearch', () => {
  it('matches everyone on an empty or blank query', () => {
    expect(matchesMemberSearch(zoe, '')).toBe(true);
    expect(matchesMemberSearch(zoe, '   ')).toBe(true);
  });
  it('ignores case and accents, and searches the title too', () => {
    expect(matchesMemberSearch(zoe, 'zoe')).toBe(true);
    expect(matchesMemberSearch(zoe, 'MARTIN')).toBe(true);
    expect(matchesMemberSearch(zoe, 'nurse')).toBe(true);
  });
  it('needs every word to match somewhere', () => {
    expect(matchesMemberSearch(zoe, 'zoe nurse')).toBe(true);
    expect(matchesMemberSearch(zoe, 'zoe chef')).toBe(false);
    expect(matchesMemberSearch({ fullName: 'Sam Lee', title: null }, 'nurse')).toBe(false);
  });
});
