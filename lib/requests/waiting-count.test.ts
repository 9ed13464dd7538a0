import { describe, expect, it } from 'vitest';
import { waitingCount } from './waiting-count';

describe('waitingCount', () => {
  const read = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];

  it('leaves out the requests answered here before the next read drops them', () => {
    expect(waitingCount(read, (key) => key === 'b')).toBe(2);
  });

  it('counts an answer only for a request still in the read (a later read no longer has it)', () => {
    expect(waitingCount(read.slice(1), (key) => key === 'a')).toBe(2);
    expect(waitingCount([], () => true)).toBe(0);
  });
});
