import 'server-only';
import { errorBodyReader } from '@/lib/contract/errors';
import { AppError, type FieldErrors } from '@/lib/errors';
import { fieldErrorsFrom } from '@/lib/field-errors';

// The ONE place where upstream statuses and transport failures become AppErrors. Messages are
// written for a schedule manager and never carry the token, the raw upstream body or a stack:
// the only upstream text that passes through is a 405's per-field issues, trimmed, because the
// form shows them next to the field they name.

/** What a failing request was about, so messages can name it ("calendar item", "user"). */
export interface FailureContext {
  /** A noun for 404 messages: "calendar item", "organization" ... */
  resource?: string;
  /** The scope the endpoint needs, for 403 messages. */
  scope?: string;
  /** Writes may have been applied when the answer was lost: their messages say so. */
  write?: boolean;
}

const ISSUE_TEXT_MAX = 200;

function cleanText(text: string): string {
  // Control characters could break a toast or a log line; long texts are not a field hint.
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length > ISSUE_TEXT_MAX ? `${flat.slice(0, ISSUE_TEXT_MAX - 1)}…` : flat;
}

/** Per-field messages of a 405/400/422 body, when it carries issues we can read. */
export function fieldErrorsOfBody(body: unknown): FieldErrors | undefined {
  const parsed = errorBodyReader.safeParse(body);
  if (!parsed.success || parsed.data.issues.length === 0) return undefined;
  return fieldErrorsFrom(parsed.data.issues.map((issue) => ({ path: issue.path, message: cleanText(issue.message) })));
}

function seconds(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s === 1 ? '1 second' : `${s} seconds`;
}

/** Maps a non-2xx answer. `body` is the parsed body when it was JSON, otherwise undefined. */
export function errorFromStatus(status: number, body: unknown, context: FailureContext = {}, retryAfterMs?: number): AppError {
  const upstreamStatus = status;
  const thing = context.resource ?? 'record';
  if (status === 401) {
    return new AppError('unauthorised', 'The service refused Shiftdesk’s access token. An admin should check the connection in Settings.', { upstreamStatus });
  }
  if (status === 403) {
    const needs = context.scope ? ` (it needs ${context.scope})` : '';
    return new AppError('forbidden', `The service token lacks permission for this action${needs}. An admin can connect a token with that permission in Settings.`, { upstreamStatus });
  }
  if (status === 404 || status === 410) {
    return new AppError('not_found', `This ${thing} was not found on the service. It may have been deleted.`, { upstreamStatus });
  }
  if (status === 405 || status === 400 || status === 422 || status === 413) {
    const fieldErrors = fieldErrorsOfBody(body);
    return new AppError('invalid_input', 'The service rejected the input as invalid. Check the highlighted fields.', { upstreamStatus, fieldErrors });
  }
  if (status === 409 || status === 412) {
    return new AppError('conflict', `This ${thing} was changed by someone else in the meantime. Reload it and try again.`, { upstreamStatus });
  }
  if (status === 429) {
    const when = retryAfterMs !== undefined ? `in ${seconds(retryAfterMs)}` : 'in a moment';
    return new AppError('rate_limited', `The service is receiving too many requests. Try again ${when}.`, { upstreamStatus, retryAfterMs });
  }
  if (status >= 500) {
    const maybeSaved = context.write ? ' The change may not have been saved: reload to check before trying again.' : ' Try again in a moment.';
    return new AppError('unavailable', `The service is unavailable right now.${maybeSaved}`, { upstreamStatus, retryAfterMs });
  }
  return new AppError('unexpected', 'The service answered in a way Shiftdesk does not understand. Try again, or contact an admin if it persists.', { upstreamStatus });
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Maps a fetch that produced no answer: timeout/abort or a network failure. */
export function errorFromTransport(error: unknown, context: FailureContext = {}): AppError {
  if (error instanceof AppError) return error;
  if (isTimeout(error)) {
    const message = context.write
      ? 'The service did not answer in time. The change may or may not have been saved: reload to check before trying again.'
      : 'The service did not answer in time. Try again in a moment.';
    return new AppError('timeout', message, { cause: error });
  }
  const message = context.write
    ? 'Shiftdesk could not reach the service. The change may not have been saved: reload to check before trying again.'
    : 'Shiftdesk could not reach the service. Try again in a moment.';
  return new AppError('unavailable', message, { cause: error });
}

/** A 2xx answer whose body cannot be read as the expected shape. */
export function unreadableAnswer(status = 200, what = 'answer'): AppError {
  return new AppError('unexpected', `The service sent an ${what} Shiftdesk could not read. Try again, or contact an admin if it persists.`, { upstreamStatus: status });
}

/** A 2xx answer larger than Shiftdesk reads (http/read-capped.ts): cut off, not parsed. */
export function oversizedAnswer(status: number, maxBytes: number): AppError {
  const size = `${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB`;
  return new AppError('unexpected', `The service sent an answer larger than Shiftdesk accepts (${size}); it was not read. Try a shorter range, or tell an admin if it persists.`, { upstreamStatus: status });
}

/** No token at all: nothing was sent. */
export function noServiceToken(): AppError {
  return new AppError('unauthorised', 'No service token is configured. An admin can connect one in Settings.');
}

/** A token endpoint's 401: the token or code being exchanged, or the client credentials, were refused. */
export function refusedExchange(): AppError {
  return new AppError(
    'unauthorised',
    'The service refused the token or code to exchange: it may be expired, revoked or already used, or the client id or secret is wrong.',
    { upstreamStatus: 401 },
  );
}

/** A single-record read answered with an empty list: the service has nothing under that id. */
export function emptyAnswer(resource: string): AppError {
  return new AppError('not_found', `This ${resource} was not found on the service.`, { upstreamStatus: 200 });
}

/** An asset that is not an image (it could be HTML or script under our origin) or is too large. */
export function refusedPicture(reason: 'not_image' | 'too_large', status = 200): AppError {
  const message = reason === 'not_image' ? 'The service sent a profile picture that is not an image.' : 'The profile picture is too large to show.';
  return new AppError('unexpected', message, { upstreamStatus: status });
}

/**
 * A write the service accepted (2xx) whose result could not be read or read back. Not retryable
 * on purpose: the change happened, and resending could duplicate it.
 */
export function savedButUnreadable(cause: unknown, what = 'The change was saved'): AppError {
  return new AppError('unexpected', `${what}, but Shiftdesk could not read the result. Reload to see it before trying again.`, {
    cause,
    upstreamStatus: cause instanceof AppError ? cause.upstreamStatus : 200,
  });
}

/** Input refused locally before anything was sent (bad path id, body failing the contract). */
export function invalidInput(fieldErrors: FieldErrors, message = 'Some values are not valid. Check the highlighted fields.'): AppError {
  return new AppError('invalid_input', message, { fieldErrors });
}
