import { describe, expect, it } from 'vitest';
import { coverHolds, planReplacement } from './replacement-plan';

const ETHAN = '101';
const MIA = '102';
const ANA = '103';
const item = (members: Record<string, string>, status = 'ASSIGNED') => ({ status, members: Object.entries(members).map(([userId, s]) => ({ type: 'USER', userId, status: s })) });
const asking = item({ [ETHAN]: 'REPLACEMENT_REQUESTED' });

describe('planReplacement (an answer to "asked to be replaced" as the spec\'s moves)', () => {
  it('keep: the requester is set back to Accepted by POST members, never by a PATCH whose effect the spec leaves open', () => {
    expect(planReplacement(asking, ETHAN, 'keep')).toEqual({
      action: 'send',
      steps: [{ move: 'add', userId: ETHAN, initialStatus: 'ACCEPTED', shouldReplaceMemberStatuses: true, newCalendarItemStatus: 'ASSIGNED' }],
    });
    // A status set by hand is kept.
    expect(planReplacement(item({ [ETHAN]: 'REPLACEMENT_REQUESTED' }, 'CANCELLED'), ETHAN, 'keep')).toMatchObject({ steps: [{ newCalendarItemStatus: 'CANCELLED' }] });
  });

  it('release: the requester is removed now', () => {
    expect(planReplacement(asking, ETHAN, 'release')).toEqual({ action: 'send', steps: [{ move: 'remove', userId: ETHAN, whenCoverHolds: null }] });
  });

  it('find a cover: the cover is assigned first, the requester removed only once the cover holds it', () => {
    expect(planReplacement(asking, ETHAN, 'cover', MIA)).toEqual({
      action: 'send',
      steps: [
        { move: 'add', userId: MIA, initialStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false, newCalendarItemStatus: 'ASSIGNED' },
        { move: 'remove', userId: ETHAN, whenCoverHolds: MIA },
      ],
    });
    // Someone on it who has not answered (or declined) is set to Assigned; someone who asked to join is approved.
    expect(planReplacement(item({ [ETHAN]: 'REPLACEMENT_REQUESTED', [MIA]: 'DECLINED' }), ETHAN, 'cover', MIA)).toMatchObject({ steps: [{ move: 'add', shouldReplaceMemberStatuses: true }, { move: 'remove' }] });
    expect(planReplacement(item({ [ETHAN]: 'REPLACEMENT_REQUESTED', [MIA]: 'ADDITION_REQUESTED' }), ETHAN, 'cover', MIA)).toMatchObject({ steps: [{ move: 'approve', userId: MIA }, { move: 'remove' }] });
  });

  it("a colleague's cover: their request is approved, then the requester removed", () => {
    const both = item({ [ETHAN]: 'REPLACEMENT_REQUESTED', [MIA]: 'ADDITION_REQUESTED' });
    expect(planReplacement(both, ETHAN, 'colleague', MIA)).toEqual({
      action: 'send',
      steps: [
        { move: 'approve', userId: MIA },
        { move: 'remove', userId: ETHAN, whenCoverHolds: MIA },
      ],
    });
    expect(planReplacement(item({ [ETHAN]: 'REPLACEMENT_REQUESTED', [MIA]: 'DECLINED' }), ETHAN, 'colleague', MIA)).toMatchObject({ action: 'refused' });
    expect(planReplacement(asking, ETHAN, 'colleague', MIA)).toMatchObject({ action: 'refused' });
  });

  it('a re-run after the cover went on but the requester did not come off only removes the requester', () => {
    for (const status of ['ASSIGNED', 'ACCEPTED']) {
      expect(planReplacement(item({ [ETHAN]: 'REPLACEMENT_REQUESTED', [MIA]: status }), ETHAN, 'cover', MIA)).toEqual({ action: 'send', steps: [{ move: 'remove', userId: ETHAN, whenCoverHolds: MIA }] });
      expect(planReplacement(item({ [ETHAN]: 'REPLACEMENT_REQUESTED', [MIA]: status }), ETHAN, 'colleague', MIA)).toEqual({ action: 'send', steps: [{ move: 'remove', userId: ETHAN, whenCoverHolds: MIA }] });
    }
  });

  it('refuses a cover who is the requester, or none', () => {
    expect(planReplacement(asking, ETHAN, 'cover', ETHAN)).toMatchObject({ action: 'refused' });
    expect(planReplacement(asking, ETHAN, 'cover')).toMatchObject({ action: 'refused' });
  });

  it('reports done, sending nothing, when what was chosen is already so', () => {
    expect(planReplacement(item({ [ETHAN]: 'ACCEPTED' }), ETHAN, 'keep')).toEqual({ action: 'already_done' });
    expect(planReplacement(item({ [ANA]: 'ASSIGNED' }), ETHAN, 'release')).toEqual({ action: 'already_done' });
    expect(planReplacement(item({ [MIA]: 'ASSIGNED' }), ETHAN, 'cover', MIA)).toEqual({ action: 'already_done' });
    expect(planReplacement(item({ [MIA]: 'ACCEPTED' }), ETHAN, 'colleague', MIA)).toEqual({ action: 'already_done' });
  });

  it('writes nothing when the request changed meanwhile, and says what it is now', () => {
    expect(planReplacement(null, ETHAN, 'release')).toEqual({ action: 'not_pending', now: { gone: 'item_deleted' } });
    expect(planReplacement(item({ [ETHAN]: 'DECLINED' }), ETHAN, 'keep')).toEqual({ action: 'not_pending', now: { status: 'DECLINED' } });
    expect(planReplacement(item({ [ETHAN]: 'ACCEPTED' }), ETHAN, 'release')).toEqual({ action: 'not_pending', now: { status: 'ACCEPTED' } });
    expect(planReplacement(item({}), ETHAN, 'keep')).toEqual({ action: 'not_pending', now: { gone: 'removed' } });
    // Removed, but nobody covers: the manager's "find a cover" did not happen.
    expect(planReplacement(item({}), ETHAN, 'cover', MIA)).toEqual({ action: 'not_pending', now: { gone: 'removed' } });
  });
});

describe('coverHolds', () => {
  it('is true once the cover is Assigned or Accepted, not while asked, asking or asking to leave', () => {
    expect(coverHolds(item({ [MIA]: 'ASSIGNED' }), MIA)).toBe(true);
    expect(coverHolds(item({ [MIA]: 'ACCEPTED' }), MIA)).toBe(true);
    for (const status of ['PENDING_RESPONSE', 'ADDITION_REQUESTED', 'REPLACEMENT_REQUESTED', 'DECLINED']) expect(coverHolds(item({ [MIA]: status }), MIA)).toBe(false);
    expect(coverHolds(item({}), MIA)).toBe(false);
  });
});
