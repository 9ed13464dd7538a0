import 'server-only';
import type { AppError } from '@/lib/errors';
import { log } from '@/lib/server/log/logger';
import { pathTemplate } from '@/lib/server/log/path-template';
import type { HttpMethod } from './send-once';

// One log line per attempt at the service: what was asked (the path as a template, so lines
// group by endpoint and carry no ids), how it ended, how long it took, and whether and why it is
// retried (every 429 with its Retry-After). Never the token, a query or a body.

export type CallAttempt = {
  method: HttpMethod;
  path: string;
  attempt: number;
  startedAt: number;
  status: number | undefined;
  error?: AppError;
  /** Set when another attempt follows: why, and after how long. */
  retry?: { reason: string; delayMs: number };
};

export function logCallAttempt(call: CallAttempt): void {
  const fields = {
    upstream: {
      method: call.method,
      path: pathTemplate(call.path),
      status: call.status ?? null,
      attempt: call.attempt,
      durationMs: Math.round(performance.now() - call.startedAt),
      ...(call.error ? { error: call.error.kind, retryAfterMs: call.error.retryAfterMs ?? null } : {}),
      ...(call.retry ? { retry: call.retry } : {}),
    },
  };
  if (!call.error) log().info(fields, 'upstream call');
  else if (call.retry) log().warn(fields, `upstream call failed (${call.error.kind}); retrying in ${call.retry.delayMs} ms`);
  else log().warn(fields, `upstream call failed (${call.error.kind})`);
}
