import { describe, expect, it } from 'vitest';
import { describeActor, describePage, formatEntryCount, prettyJson } from './format';

describe('describeActor', () => {
  it('prefers the email, then the id', () => {
    expect(describeActor({ actorEmail: 'a@example.com', actorId: 'u1', action: 'auth.signed_in' })).toEqual({ kind: 'email', label: 'a@example.com' });
    expect(describeActor({ actorEmail: null, actorId: 'u1', action: 'token.renewed' })).toEqual({ kind: 'id', label: 'u1' });
  });

  it('calls background work "system" and unidentified sign-in or access events "anonymous"', () => {
    expect(describeActor({ actorEmail: null, actorId: null, action: 'token.renewed' }).label).toBe('system');
    expect(describeActor({ actorEmail: null, actorId: null, action: 'auth.sign_in_failed' }).label).toBe('anonymous');
    expect(describeActor({ actorEmail: null, actorId: null, action: 'access.refused' }).label).toBe('anonymous');
    expect(describeActor({ actorEmail: '', actorId: null, action: 'authorization.changed' }).label).toBe('system');
  });

  it('names where an account change nobody signed in made came from', () => {
    expect(describeActor({ actorEmail: null, actorId: null, action: 'user.created', detail: { via: 'cli', osUser: 'ops' } }).label).toBe('command line');
    expect(describeActor({ actorEmail: null, actorId: null, action: 'user.created', detail: { via: 'bootstrap' } }).label).toBe('start-up (first admin)');
    expect(describeActor({ actorEmail: null, actorId: null, action: 'user.updated', detail: null }).label).toBe('system');
  });
});

describe('formatEntryCount', () => {
  it('groups thousands and agrees in number', () => {
    expect(formatEntryCount(0)).toBe('0 entries');
    expect(formatEntryCount(1)).toBe('1 entry');
    expect(formatEntryCount(12345)).toBe('12,345 entries');
  });
});

describe('prettyJson', () => {
  it('indents objects and keeps nothing for empty values', () => {
    expect(prettyJson({ a: 1, b: { c: [true, null] } })).toBe('{\n  "a": 1,\n  "b": {\n    "c": [\n      true,\n      null\n    ]\n  }\n}');
    expect(prettyJson(null)).toBeNull();
    expect(prettyJson(undefined)).toBeNull();
    expect(prettyJson({})).toBeNull();
    expect(prettyJson([])).toBeNull();
  });

  it('shows scalars as JSON', () => {
    expect(prettyJson('moved')).toBe('"moved"');
    expect(prettyJson(0)).toBe('0');
    expect(prettyJson(false)).toBe('false');
  });

  it('does not throw on values JSON cannot hold', () => {
    expect(prettyJson({ n: 10n })).toBe('[object Object]');
  });
});

describe('describePage', () => {
  it('says how much of the total the first page shows', () => {
    expect(describePage({ shown: 0, total: 0 })).toBe('No entries');
    expect(describePage({ shown: 1, total: 1 })).toBe('Showing all 1 entry');
    expect(describePage({ shown: 50, total: 1234 })).toBe('Showing the newest 50 of 1,234 entries');
  });

  it('says where a later page continues from', () => {
    expect(describePage({ shown: 50, total: 1234, before: 1100 })).toBe('Showing 50 entries older than #1100, of 1,234 entries in all');
    expect(describePage({ shown: 0, total: 1234, before: 1 })).toBe('No entries older than #1');
  });
});
