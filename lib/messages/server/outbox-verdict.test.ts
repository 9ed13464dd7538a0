import 'server-only';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { messagingCapabilities } from '@/lib/messages/capabilities';
import { errorFromStatus, errorFromTransport, noServiceToken, savedButUnreadable, unreadableAnswer } from '@/lib/server/upstream/errors';
import { describeFailure, sendFailureVerdict } from './outbox';

// What a failed send proves, from the errors the HTTP layer really produces (lib/server/upstream/errors.ts).

const write = { write: true, resource: 'conversation' };

describe('sendFailureVerdict', () => {
  it('an HTTP answer that proves the service did not act -> failed', () => {
    for (const status of [400, 401, 403, 404, 405, 409, 422, 429, 503]) expect(sendFailureVerdict(errorFromStatus(status, undefined, write)), String(status)).toBe('failed');
  });

  it('an answer that leaves it open -> uncertain', () => {
    for (const status of [500, 502, 504]) expect(sendFailureVerdict(errorFromStatus(status, undefined, write)), String(status)).toBe('uncertain');
  });

  it('no answer: a timeout or a dropped connection -> uncertain; a refused connection -> failed', () => {
    const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    expect(sendFailureVerdict(errorFromTransport(timeout, write))).toBe('uncertain');
    const reset = new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
    expect(sendFailureVerdict(errorFromTransport(reset, write))).toBe('uncertain');
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    expect(sendFailureVerdict(errorFromTransport(refused, write))).toBe('failed');
    expect(describeFailure(errorFromTransport(refused, write)).message).toBe('Shiftdesk could not connect to the service.');
  });

  it('refused before sending (no token, the contract check) -> failed; a 2xx with an unreadable id -> accepted', () => {
    expect(sendFailureVerdict(noServiceToken())).toBe('failed');
    expect(sendFailureVerdict(new AppError('invalid_input', 'bad', { fieldErrors: { cardId: ['Required'] } }))).toBe('failed');
    expect(sendFailureVerdict(savedButUnreadable(unreadableAnswer(), 'The message was accepted by the service'))).toBe('accepted');
    expect(sendFailureVerdict(new Error('a bug'))).toBe('uncertain');
  });

  it('describes failures without echoing anything secret', () => {
    expect(describeFailure(errorFromStatus(503, undefined, write))).toEqual({ message: 'The service was unavailable (503).', kind: 'unavailable', upstreamStatus: 503 });
    expect(describeFailure(errorFromStatus(405, { message: 'x', issues: [{ path: 'conversationId', message: 'Unknown conversation' }] }, write)).message).toBe(
      'The service refused the input (405): conversationId: Unknown conversation',
    );
    expect(describeFailure(errorFromStatus(403, undefined, { ...write, scope: 'MESSAGE_CONVERSATION' }), { everyone: true }).message).toMatch(/MESSAGE_EVERYONE/);
  });
});

describe('messagingCapabilities', () => {
  it('disables sending without MESSAGE_CONVERSATION and everyone conversations without MESSAGE_EVERYONE, with reasons', () => {
    expect(messagingCapabilities(['MESSAGE_CONVERSATION', 'MESSAGE_EVERYONE'])).toMatchObject({ canSend: true, canMessageEveryone: true, sendBlockedReason: null });
    const noEveryone = messagingCapabilities(['MESSAGE_CONVERSATION']);
    expect(noEveryone).toMatchObject({ canSend: true, canMessageEveryone: false });
    expect(noEveryone.everyoneBlockedReason).toMatch(/MESSAGE_EVERYONE/);
    const none = messagingCapabilities(['CALENDAR_VIEW']);
    expect(none).toMatchObject({ canSend: false, canMessageEveryone: false });
    expect(none.sendBlockedReason).toMatch(/MESSAGE_CONVERSATION/);
    expect(messagingCapabilities(null)).toMatchObject({ scopesKnown: false, canSend: true, canMessageEveryone: true });
    expect(messagingCapabilities(null, false)).toMatchObject({ canSend: false });
  });
});
