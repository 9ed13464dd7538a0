import { describe, expect, it } from 'vitest';
import { isOpenShift } from './open-shifts';

const shift = (...statuses: string[]) => ({ type: 'MULTI_ASSIGNEE_SHIFT', members: statuses.map((status) => ({ status })) });

describe('isOpenShift', () => {
  it('is open with nobody, or only people asked, asking to join, declined, removed or denied', () => {
    expect(isOpenShift(shift())).toBe(true);
    expect(isOpenShift(shift('PENDING_RESPONSE', 'ADDITION_REQUESTED', 'DECLINED', 'DELETED', 'DENIED'))).toBe(true);
  });
  it('is staffed once someone is assigned, has accepted, or holds it while asking for cover', () => {
    expect(isOpenShift(shift('DECLINED', 'ASSIGNED'))).toBe(false);
    expect(isOpenShift(shift('ACCEPTED'))).toBe(false);
    expect(isOpenShift(shift('REPLACEMENT_REQUESTED'))).toBe(false);
  });
  it('only shifts can be open: time off and meetings never are', () => {
    expect(isOpenShift({ type: 'TIME_OFF', members: [] })).toBe(false);
    expect(isOpenShift({ type: 'MEETING', members: [] })).toBe(false);
  });
});
