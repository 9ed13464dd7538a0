import type { AutoFillScore } from '@/lib/auto-fill';
import { PINNED_REASON } from '@/lib/auto-fill';
import type { ProposalAnswer } from '@/lib/auto-fill/proposal-view';
import { at } from './hand-made-week';

// A proposal as the auto-fill route answers it, made by hand: four lines over two days (Tuesday's
// listed first, one line pinned by an earlier re-solve), a place left open on Wednesday, and a
// person (Cai) the lines do not name. Shared by the panel's pure tests and its component tests.

export const sampleScore: AutoFillScore = { slots: 215, filled: 212, provenMaximum: 212, hoursSpread: { maxAbsDeviation: 3.5, meanAbsDeviation: 1.25 }, preferencesMet: 14, avoidedDaysWorked: 0, greedy: { filled: 209, maxAbsDeviation: 9, meanAbsDeviation: 2.5 } };

const shift = (itemId: string, day: string, from: string, to: string) => ({ itemId, start: at(day, from), end: at(day, to), name: `Shift ${itemId}`, position: null });

export const sampleAnswer: ProposalAnswer = {
  proposalId: 'p1',
  assignments: [
    { itemId: 'tue', userId: 'ben', reasons: ['free'] },
    { itemId: 'mon-late', userId: 'ana', reasons: ['free', '8 h of 40 h target'] },
    { itemId: 'mon', userId: 'ben', reasons: ['free'] },
    { itemId: 'mon', userId: 'ana', reasons: [PINNED_REASON] },
  ],
  unfilled: [{ itemId: 'wed', missing: 1, reasons: ['2 candidates: 2 overlap'] }],
  score: sampleScore,
  status: 'optimal',
  shifts: [shift('mon', '2027-03-01', '06:00', '14:00'), shift('mon-late', '2027-03-01', '14:00', '22:00'), shift('tue', '2027-03-02', '06:00', '14:00'), shift('wed', '2027-03-03', '06:00', '14:00')],
  people: [{ userId: 'ben', name: 'Ben Okafor' }, { userId: 'ana', name: 'Ana Lima' }, { userId: 'cai', name: 'Cai Wu' }],
};
