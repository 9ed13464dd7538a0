import { describe, expect, it } from 'vitest';
import { auditOutcomes } from '@/lib/server/db/schema/audit-log';
import { parseAuditSearchParams } from './parse-search-params';
import { auditHref, auditOutcomeValues, describeIgnored, hasFilters, withoutCursor } from './search-params';

describe('parseAuditSearchParams', () => {
  it('reads every filter and the cursor', () => {
    const { view, ignored } = parseAuditSearchParams({
      action: 'auth.sign_in_failed',
      actor: 'scheduler@example.com',
      outcome: 'failure',
      before: '1234',
    });
    expect(view).toEqual({ action: 'auth.sign_in_failed', actor: 'scheduler@example.com', outcome: 'failure', before: 1234 });
    expect(ignored).toEqual([]);
  });

  it('treats a missing or empty value (an untouched form field) as no filter, without a note', () => {
    expect(parseAuditSearchParams({})).toEqual({ view: {}, ignored: [] });
    expect(parseAuditSearchParams({ action: '', actor: '   ', outcome: '', before: '' })).toEqual({ view: {}, ignored: [] });
  });

  it('trims values and lower-cases the actor email, as stored', () => {
    const { view } = parseAuditSearchParams({ actor: '  Admin@Example.COM ', action: ' token.renewed ' });
    expect(view).toEqual({ actor: 'admin@example.com', action: 'token.renewed' });
  });

  it('ignores a bad value with a reason, and keeps the good ones', () => {
    const { view, ignored } = parseAuditSearchParams({ outcome: 'banana', before: 'abc', actor: 'admin@example.com' });
    expect(view).toEqual({ actor: 'admin@example.com' });
    expect(ignored.map((i) => [i.param, i.value])).toEqual([
      ['outcome', 'banana'],
      ['before', 'abc'],
    ]);
    expect(describeIgnored(ignored[0]!)).toBe('Outcome “banana” is not one of success, failure, refused.');
    expect(describeIgnored(ignored[1]!)).toBe('Page cursor “abc” is not an entry number.');
  });

  it.each([
    ['action', 'DROP TABLE audit_log;'],
    ['action', 'Auth.Signed_In'],
    ['action', '.auth'],
    ['action', 'a'.repeat(101)],
    ['actor', 'not-an-email'],
    ['actor', `${'a'.repeat(250)}@example.com`],
    ['outcome', 'SUCCESS'],
    ['before', '0'],
    ['before', '-5'],
    ['before', '1.5'],
    ['before', '1e3'],
    ['before', '9'.repeat(16)],
  ])('rejects %s=%s', (param, value) => {
    const { view, ignored } = parseAuditSearchParams({ [param]: value });
    expect(view).toEqual({});
    expect(ignored).toHaveLength(1);
    expect(ignored[0]?.param).toBe(param);
  });

  it('accepts the largest cursor that is still an exact number', () => {
    expect(parseAuditSearchParams({ before: '999999999999999' }).view.before).toBe(999_999_999_999_999);
  });

  it('uses the first of a repeated param', () => {
    expect(parseAuditSearchParams({ outcome: ['refused', 'success'] }).view).toEqual({ outcome: 'refused' });
  });

  it('shortens a long bad value in the note', () => {
    const { ignored } = parseAuditSearchParams({ outcome: 'x'.repeat(500) });
    expect(ignored[0]?.value).toBe(`${'x'.repeat(60)}…`);
  });

  it('ignores params it does not know', () => {
    expect(parseAuditSearchParams({ page: '3', limit: '1000' })).toEqual({ view: {}, ignored: [] });
  });
});

describe('auditHref', () => {
  it('is the bare path without filters', () => {
    expect(auditHref({})).toBe('/audit');
  });

  it('writes params in a fixed order and encodes them', () => {
    expect(auditHref({ before: 51, outcome: 'failure', actor: 'a+b@example.com', action: 'auth.signed_in' })).toBe(
      '/audit?action=auth.signed_in&actor=a%2Bb%40example.com&outcome=failure&before=51',
    );
  });

  it('round-trips through the parser', () => {
    const view = { action: 'calendar_item.moved', actor: 'x@example.com', outcome: 'refused', before: 7 } as const;
    const query = new URL(auditHref(view), 'http://local').searchParams;
    expect(parseAuditSearchParams(Object.fromEntries(query))).toEqual({ view, ignored: [] });
  });

  it('takes raw form values, leaving out blank ones', () => {
    expect(auditHref({ action: '', actor: '  ', outcome: 'refused' })).toBe('/audit?outcome=refused');
  });

  it('drops the cursor for the "Newest" link and keeps the filters', () => {
    expect(auditHref(withoutCursor({ outcome: 'success', before: 100 }))).toBe('/audit?outcome=success');
  });
});

describe('hasFilters', () => {
  it('is about filters, not the cursor', () => {
    expect(hasFilters({ before: 5 })).toBe(false);
    expect(hasFilters({ outcome: 'success' })).toBe(true);
  });
});

describe('auditOutcomeValues', () => {
  it('matches the outcomes the database accepts', () => {
    expect([...auditOutcomeValues]).toEqual([...auditOutcomes]);
  });
});
