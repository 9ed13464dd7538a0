import { describe, expect, it } from 'vitest';
import { isOversizedServerAction, SERVER_ACTION_MAX_BODY_BYTES } from './server-action-body';

const call = (method: string, headers: Record<string, string>) => isOversizedServerAction(method, new Headers(headers));

describe('isOversizedServerAction', () => {
  it('refuses a server-action call that says it carries more than the limit', () => {
    expect(call('POST', { 'next-action': 'abc', 'content-length': String(SERVER_ACTION_MAX_BODY_BYTES + 1) })).toBe(true);
    expect(call('POST', { 'next-action': 'abc', 'content-length': String(50 * SERVER_ACTION_MAX_BODY_BYTES) })).toBe(true);
  });

  it('lets through a call at the limit, other posts and reads', () => {
    expect(call('POST', { 'next-action': 'abc', 'content-length': String(SERVER_ACTION_MAX_BODY_BYTES) })).toBe(false);
    expect(call('POST', { 'next-action': 'abc' })).toBe(false);
    expect(call('POST', { 'content-length': String(SERVER_ACTION_MAX_BODY_BYTES + 1) })).toBe(false);
    expect(call('GET', { 'next-action': 'abc', 'content-length': String(SERVER_ACTION_MAX_BODY_BYTES + 1) })).toBe(false);
  });
});
