import 'server-only';
import { AppError } from '@/lib/errors';

/** What went wrong, as kept on a durable row. */
export type Problem = { message: string; kind: string | null; upstreamStatus: number | null };

// What a failed upstream write proves about whether the service acted, and a short factual
// description of it for a person. Shared by the durable writers (the message outbox, the copy
// engine): the service has no idempotency keys, so "failed" (it did not act: safe to do again)
// and "uncertain" (it may have acted: look before doing again) must never be confused.

export type SendVerdict = 'failed' | 'uncertain' | 'accepted';

function hasCode(error: unknown, code: string, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if ((error as { code?: unknown }).code === code) return true;
  return hasCode((error as { cause?: unknown }).cause, code, depth + 1);
}

/** What a failed write proves about whether the service acted. */
export function sendFailureVerdict(error: unknown): SendVerdict {
  if (!(error instanceof AppError)) return 'uncertain';
  const status = error.upstreamStatus;
  if (status !== undefined) {
    if (status >= 200 && status < 300) return 'accepted'; // taken; only the answer was unreadable
    if (status >= 400 && status < 500) return 'failed'; // refused before acting, 429 included
    if (status === 503) return 'failed'; // unavailable: not processed
    return 'uncertain'; // 500, 502, 504 ...: it may have acted
  }
  if (error.kind === 'timeout') return 'uncertain';
  if (error.kind === 'unavailable') return hasCode(error, 'ECONNREFUSED') ? 'failed' : 'uncertain';
  // Refused before any request left: the contract check, no token configured.
  if (error.kind === 'invalid_input' || error.kind === 'unauthorised' || error.kind === 'forbidden') return 'failed';
  return 'uncertain';
}

/** A short, factual description of a failure for the history (no token, no raw body). */
export function describeFailure(error: unknown, context: { everyone?: boolean } = {}): Problem {
  if (!(error instanceof AppError)) return { message: 'Something went wrong inside Shiftdesk while talking to the service.', kind: 'unexpected', upstreamStatus: null };
  const status = error.upstreamStatus ?? null;
  const issues = Object.entries(error.fieldErrors ?? {})
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
  let message: string;
  if (status !== null && status >= 200 && status < 300) message = 'The service accepted it, but its answer could not be read.';
  else if (status === 429) message = 'The service is receiving too many requests (429).';
  else if (status === 503) message = 'The service was unavailable (503).';
  else if (status !== null && status >= 500) message = `The service answered ${status} without saying whether it acted.`;
  else if (status === 403 && context.everyone) message = 'The service refused (403): an organization’s everyone conversation needs the MESSAGE_EVERYONE permission, which the service token lacks.';
  else if (status === 405 || status === 400 || status === 422) message = `The service refused the input (${status})${issues ? `: ${issues}` : '.'}`;
  else if (status !== null) message = `${error.message} (${status})`;
  else if (error.kind === 'timeout') message = 'The service did not answer in time.';
  else if (error.kind === 'unavailable') message = hasCode(error, 'ECONNREFUSED') ? 'Shiftdesk could not connect to the service.' : 'The connection to the service was lost before it answered.';
  else message = issues ? `${error.message} (${issues})` : error.message;
  return { message, kind: error.kind, upstreamStatus: status };
}

