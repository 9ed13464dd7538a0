import { describe, expect, it } from 'vitest';
import { memberStatuses } from '@/lib/contract/members';
import { planDecision } from './decision-plan';

describe('planDecision (is the request still pending?)', () => {
  it('sends only while the member still asks to join or for cover', () => {
    for (const decision of ['ACCEPTED', 'DECLINED'] as const) {
      expect(planDecision({ status: 'ADDITION_REQUESTED' }, decision)).toEqual({ action: 'send' });
      expect(planDecision({ status: 'REPLACEMENT_REQUESTED' }, decision)).toEqual({ action: 'send' });
    }
  });

  it('reports an answer that is already the one wanted as done, so nothing is sent twice', () => {
    expect(planDecision({ status: 'ACCEPTED' }, 'ACCEPTED')).toEqual({ action: 'already_done' });
    expect(planDecision({ status: 'DECLINED' }, 'DECLINED')).toEqual({ action: 'already_done' });
  });

  it('writes nothing when the request changed in the product meanwhile, and says what it is now', () => {
    expect(planDecision({ status: 'DECLINED' }, 'ACCEPTED')).toEqual({ action: 'not_pending', now: { status: 'DECLINED' } });
    expect(planDecision({ status: 'ACCEPTED' }, 'DECLINED')).toEqual({ action: 'not_pending', now: { status: 'ACCEPTED' } });
    expect(planDecision({ gone: 'removed' }, 'ACCEPTED')).toEqual({ action: 'not_pending', now: { gone: 'removed' } });
    expect(planDecision({ gone: 'item_deleted' }, 'DECLINED')).toEqual({ action: 'not_pending', now: { gone: 'item_deleted' } });
    // An invitation awaiting the worker is theirs to answer, not the manager's; unknown statuses are left alone.
    for (const status of [...memberStatuses.filter((s) => !['ADDITION_REQUESTED', 'REPLACEMENT_REQUESTED', 'ACCEPTED'].includes(s)), 'SOMETHING_NEW']) {
      expect(planDecision({ status }, 'ACCEPTED')).toEqual({ action: 'not_pending', now: { status } });
    }
  });
});
