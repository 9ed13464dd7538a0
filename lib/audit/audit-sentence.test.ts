import { describe, expect, it } from 'vitest';
import { auditActionWords } from './action-words';
import { auditSentence, startInWords, type SentenceEntry } from './audit-sentence';

// Snapshots as the handlers keep them at write time: lib/schedule/server auditView for items,
// lib/staffing/server/decision-audit.ts for decisions, detail.member for staffing changes.
const night = { id: '7001', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Night ward', start: '2026-11-26T19:00:00.000Z', end: '2026-11-27T07:00:00.000Z', timeZoneName: 'Europe/London', status: 'ASSIGNED', members: [] };
const decisionView = (status: string) => ({ itemId: '7001', item: 'Night ward', start: '2026-11-26T19:00:00.000Z', timeZone: 'Europe/London', userId: '42', member: 'Ethan Cole', status });

const entry = (action: string, more: Partial<SentenceEntry> = {}): SentenceEntry => ({ action, outcome: 'success', actorEmail: 'sam@harbour.example', actorId: '1', before: null, after: null, detail: null, ...more });

describe('auditSentence', () => {
  it('says who decided on whose request, for which item and when', () => {
    expect(auditSentence(entry('member.declined', { before: decisionView('REPLACEMENT_REQUESTED'), after: decisionView('DECLINED'), detail: { result: 'sent' } }), 'h23')).toBe(
      'sam@harbour.example declined Ethan Cole’s replacement request for Night ward, Thu 26 Nov 19:00',
    );
    expect(auditSentence(entry('member.approved', { before: decisionView('ADDITION_REQUESTED'), after: decisionView('ACCEPTED'), detail: { result: 'sent' } }), 'h23')).toBe(
      'sam@harbour.example approved Ethan Cole’s request to join Night ward, Thu 26 Nov 19:00',
    );
    expect(auditSentence(entry('member.approved', { before: decisionView('ADDITION_REQUESTED'), detail: { result: 'no_longer_pending', now: 'DECLINED' } }), 'h23')).toBe(
      'sam@harbour.example tried to approve Ethan Cole’s request to join Night ward, Thu 26 Nov 19:00 (it was no longer pending)',
    );
    expect(auditSentence(entry('member.declined', { outcome: 'failure', before: decisionView('REPLACEMENT_REQUESTED') }), 'h23')).toBe(
      'sam@harbour.example tried to decline Ethan Cole’s replacement request for Night ward, Thu 26 Nov 19:00',
    );
  });

  it('says who was added, removed or asked to join which item', () => {
    expect(auditSentence(entry('member.assigned', { before: night, after: night, detail: { member: 'Ethan Cole' } }), 'h23')).toBe('sam@harbour.example added Ethan Cole to Night ward, Thu 26 Nov 19:00');
    expect(auditSentence(entry('member.assigned', { outcome: 'failure', before: night, detail: { member: 'Ethan Cole' } }), 'h23')).toBe('sam@harbour.example tried to add Ethan Cole to Night ward, Thu 26 Nov 19:00');
    expect(auditSentence(entry('member.removed', { before: night, after: night, detail: { member: 'Ethan Cole' } }), 'h23')).toBe('sam@harbour.example removed Ethan Cole from Night ward, Thu 26 Nov 19:00');
    expect(auditSentence(entry('member.addition_requested', { before: night, after: night, detail: { member: 'Ethan Cole' } }), 'h23')).toBe('sam@harbour.example asked for Ethan Cole to join Night ward, Thu 26 Nov 19:00');
  });

  it('says which item was created, moved (from and to), edited or deleted', () => {
    const later = { ...night, start: '2026-11-27T19:00:00.000Z' };
    expect(auditSentence(entry('calendar_item.created', { after: night }), 'h23')).toBe('sam@harbour.example created Night ward, Thu 26 Nov 19:00');
    expect(auditSentence(entry('calendar_item.moved', { before: night, after: later }), 'h23')).toBe('sam@harbour.example moved Night ward from Thu 26 Nov 19:00 to Fri 27 Nov 19:00');
    expect(auditSentence(entry('calendar_item.updated', { before: night, after: { ...night, name: 'Night ward (short)' } }), 'h23')).toBe('sam@harbour.example edited Night ward (short), Thu 26 Nov 19:00');
    expect(auditSentence(entry('calendar_item.deleted', { before: night, after: null }), 'h23')).toBe('sam@harbour.example deleted Night ward, Thu 26 Nov 19:00');
    // An item without a name is called by its type, as the schedule does.
    expect(auditSentence(entry('calendar_item.created', { after: { ...night, name: null } }), 'h23')).toBe('sam@harbour.example created Shift, Thu 26 Nov 19:00');
    expect(auditSentence(entry('member.approved', { before: { ...decisionView('ADDITION_REQUESTED'), item: 'MULTI_ASSIGNEE_SHIFT' } }), 'h23')).toBe('sam@harbour.example approved Ethan Cole’s request to join Shift, Thu 26 Nov 19:00');
  });

  it('gives null, for the words of the action, when the entry kept too little (older rows, a move refused as a conflict)', () => {
    expect(auditSentence(entry('member.declined', { before: { itemId: '7001', userId: '42', status: 'REPLACEMENT_REQUESTED' } }), 'h23')).toBeNull();
    expect(auditSentence(entry('member.removed', { before: night, after: night }), 'h23')).toBeNull();
    expect(auditSentence(entry('calendar_item.moved', { detail: { conflict: true } }), 'h23')).toBeNull();
  });

  it('gives null for every action that is about no item or person, so the page keeps its words', () => {
    const itemActions = new Set(['member.approved', 'member.declined', 'member.assigned', 'member.removed', 'member.addition_requested', 'calendar_item.created', 'calendar_item.moved', 'calendar_item.updated', 'calendar_item.deleted']);
    for (const action of Object.keys(auditActionWords)) {
      const decided = action === 'member.approved' || action === 'member.declined';
      const sentence = auditSentence(entry(action, decided ? { before: decisionView('ADDITION_REQUESTED') } : { before: night, after: night, detail: { member: 'Ethan Cole' } }), 'h23');
      if (itemActions.has(action)) expect(sentence, action).toMatch(/^sam@harbour\.example \w/);
      else expect(sentence, action).toBeNull();
    }
  });
});

describe('startInWords', () => {
  it('says the start in the zone kept with the item, or in UTC said so', () => {
    expect(startInWords('2027-07-01T18:00:00.000Z', 'Europe/London', 'h23')).toBe('Thu 1 Jul 19:00');
    expect(startInWords('2027-07-01T18:00:00.000Z', null, 'h23')).toBe('Thu 1 Jul 18:00 UTC');
    expect(startInWords('2027-07-01T18:00:00.000Z', 'Mars/Olympus', 'h23')).toBe('Thu 1 Jul 18:00 UTC');
    expect(startInWords('not a time', 'Europe/London', 'h23')).toBeNull();
  });
});
