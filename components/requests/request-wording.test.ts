import { describe, expect, it } from 'vitest';
import { firstName, requestWording } from './request-wording';

describe('request wording', () => {
  it('says a join request is a join, and what each answer does to it', () => {
    expect(requestWording('ADDITION_REQUESTED', 'Mateo Silva', 'MULTI_ASSIGNEE_SHIFT')).toEqual({
      asked: 'Asked to join this shift',
      effects: { ACCEPTED: 'Mateo joins this shift (marked Accepted)', DECLINED: 'Mateo does not join it (marked Declined)' },
      note: null,
    });
  });

  it('says a replacement request keeps the person on when approved (the status ACCEPTED), and off when declined', () => {
    const wording = requestWording('REPLACEMENT_REQUESTED', 'Ana Lopez', 'MULTI_ASSIGNEE_SHIFT');
    expect(wording.asked).toBe('Asked to be replaced on this shift');
    expect(wording.effects).toEqual({ ACCEPTED: 'Ana works this shift (marked Accepted)', DECLINED: 'Ana does not work this shift (marked Declined)' });
    expect(wording.note).toMatch(/^Approve does not release Ana; Decline does/);
  });

  it('names the item by its type, and an unknown type as an item', () => {
    expect(requestWording('ADDITION_REQUESTED', 'Mo', 'MEETING').asked).toBe('Asked to join this meeting');
    expect(requestWording('ADDITION_REQUESTED', 'Mo', 'SOMETHING_NEW').asked).toBe('Asked to join this item');
    expect(firstName('  Zoë   de Vries ')).toBe('Zoë');
  });
});
