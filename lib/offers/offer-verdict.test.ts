import { describe, expect, it } from 'vitest';
import { offerVerdict, type MemberNow, type OfferSoFar } from './offer-verdict';

// One check's decision, from the offer as committed and the item as the service shows it.
const offer = (over: Partial<OfferSoFar> = {}): OfferSoFar => ({
  ranked: ['a', 'b', 'c', 'd', 'e'],
  invited: ['a', 'b', 'c'],
  declined: [],
  removed: [],
  kept: [],
  needs: 1,
  wanted: 3,
  passOn: false,
  cancelRequested: false,
  ...over,
});
const on = (userId: string, status: string, updatedAt = 1): MemberNow => ({ userId, status, updatedAt });
const pending = (...ids: string[]) => ids.map((u) => on(u, 'PENDING_RESPONSE'));

describe('offerVerdict', () => {
  it('the first check invites the first `wanted` ranked people', () => {
    expect(offerVerdict(offer({ invited: [] }), [])).toMatchObject({ invite: ['a', 'b', 'c'], remove: [], keepers: [], settles: null });
  });

  it('an acceptance keeps the shift; the other pending invitees come off; a decliner stays as they are', () => {
    const v = offerVerdict(offer(), [on('a', 'DECLINED'), on('b', 'ACCEPTED'), on('c', 'PENDING_RESPONSE')]);
    expect(v).toEqual({ keepers: ['b'], newKeepers: ['b'], newlyDeclined: ['a'], remove: ['c'], invite: [], settles: 'taken' });
  });

  it('two acceptances: the earlier by the service’s updatedAt keeps it, the later comes off; a tie goes to the earlier in the list', () => {
    expect(offerVerdict(offer(), [on('a', 'ACCEPTED', 20), on('b', 'ACCEPTED', 10), on('c', 'PENDING_RESPONSE')])).toMatchObject({ keepers: ['b'], remove: ['a', 'c'] });
    expect(offerVerdict(offer(), [on('c', 'ACCEPTED', 5), on('a', 'ACCEPTED', 5)])).toMatchObject({ keepers: ['c'], remove: ['a'] });
  });

  it('a committed keeper never changes, and is never removed, whatever the item shows later', () => {
    const v = offerVerdict(offer({ kept: ['c'], removed: ['a'] }), [on('b', 'ACCEPTED', 1), on('c', 'ACCEPTED', 9)]);
    expect(v).toMatchObject({ keepers: ['c'], newKeepers: [], remove: ['b'], settles: 'taken' });
  });

  it('a decline passes the offer to the next ranked person only when passOn is set', () => {
    const members = [on('a', 'DECLINED'), ...pending('b', 'c')];
    expect(offerVerdict(offer({ passOn: true }), members)).toMatchObject({ newlyDeclined: ['a'], invite: ['d'], settles: null });
    expect(offerVerdict(offer({ passOn: false }), members)).toMatchObject({ newlyDeclined: ['a'], invite: [], settles: null });
    // Already counted: d was invited for a's decline, so nobody more.
    expect(offerVerdict(offer({ passOn: true, invited: ['a', 'b', 'c', 'd'], declined: ['a'] }), [...members, on('d', 'PENDING_RESPONSE')]).invite).toEqual([]);
  });

  it('an invitee someone else took off the item counts as declined', () => {
    expect(offerVerdict(offer({ passOn: true }), pending('a', 'c'))).toMatchObject({ newlyDeclined: ['b'], invite: ['d'] });
  });

  it('cancel takes off the pending invitees only; with an acceptance it is taken instead', () => {
    expect(offerVerdict(offer({ cancelRequested: true }), [on('a', 'DECLINED'), ...pending('b', 'c')])).toMatchObject({ remove: ['b', 'c'], settles: 'cancelled' });
    expect(offerVerdict(offer({ cancelRequested: true }), [on('a', 'ACCEPTED'), ...pending('b', 'c')])).toMatchObject({ keepers: ['a'], remove: ['b', 'c'], settles: 'taken' });
  });

  it('everyone declined and nobody left: exhausted', () => {
    const all = ['a', 'b', 'c', 'd', 'e'];
    expect(offerVerdict(offer({ passOn: true, invited: all, declined: ['a', 'b', 'c', 'd'] }), all.map((u) => on(u, 'DECLINED')))).toMatchObject({ invite: [], settles: 'exhausted' });
    expect(offerVerdict(offer(), [on('a', 'DECLINED'), on('b', 'DECLINED'), on('c', 'DECLINED')]).settles).toBe('exhausted');
  });

  it('a shift needing 2: the first two holders keep it by updatedAt; until then the rest wait; then the pending and a late acceptance come off', () => {
    const two = offer({ needs: 2 });
    expect(offerVerdict(two, [on('a', 'PENDING_RESPONSE'), on('b', 'ACCEPTED', 7), on('c', 'PENDING_RESPONSE')])).toEqual({ keepers: ['b'], newKeepers: ['b'], newlyDeclined: [], remove: [], invite: [], settles: null });
    // b committed; c then a accept, d too late: c and a keep, in the order they accepted.
    const members = [on('a', 'ACCEPTED', 30), on('b', 'ACCEPTED', 7), on('c', 'ACCEPTED', 20)];
    expect(offerVerdict(offer({ needs: 2, kept: ['b'] }), members)).toMatchObject({ keepers: ['b', 'c'], newKeepers: ['c'], remove: ['a'], settles: 'taken' });
  });

  it('someone holding the shift before the offer keeps their place; the offer fills the places still open', () => {
    const members = [on('x', 'ASSIGNED', 1), on('a', 'PENDING_RESPONSE'), on('b', 'ACCEPTED', 9), on('c', 'ACCEPTED', 8)];
    expect(offerVerdict(offer({ needs: 3 }), members)).toMatchObject({ keepers: ['x', 'c', 'b'], remove: ['a'], settles: 'taken' });
    expect(offerVerdict(offer({ needs: 2 }), members)).toMatchObject({ keepers: ['x', 'c'], remove: ['a', 'b'], settles: 'taken' });
  });

  it('a cancel with one of two places kept takes the pending off and leaves the keeper', () => {
    expect(offerVerdict(offer({ needs: 2, kept: ['b'], cancelRequested: true }), [on('a', 'PENDING_RESPONSE'), on('b', 'ACCEPTED', 7), on('c', 'PENDING_RESPONSE')])).toMatchObject({ keepers: ['b'], remove: ['a', 'c'], settles: 'cancelled' });
  });

  it('someone asking to be replaced still holds the shift until released: an offer for the other place of two stops at one keeper', () => {
    // Not finding a cover: 'r' asked to be replaced and still holds one of the two places.
    const members = [on('r', 'REPLACEMENT_REQUESTED', 1), on('a', 'ACCEPTED', 5), on('b', 'PENDING_RESPONSE'), on('c', 'PENDING_RESPONSE')];
    expect(offerVerdict(offer({ needs: 2 }), members)).toMatchObject({ keepers: ['r', 'a'], remove: ['b', 'c'], invite: [], settles: 'taken' });
    // Finding a cover for 'r': their place is the one offered, and they do not keep it.
    expect(offerVerdict(offer({ needs: 1, replacing: 'r' }), members)).toMatchObject({ keepers: ['a'], remove: ['b', 'c'], settles: 'taken' });
    expect(offerVerdict(offer({ needs: 1, replacing: 'r' }), [on('r', 'REPLACEMENT_REQUESTED'), ...pending('a', 'b', 'c')])).toMatchObject({ keepers: [], settles: null });
  });
});
