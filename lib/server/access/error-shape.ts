import 'server-only';
import { AppError, type AppErrorShape } from '@/lib/errors';
import { log } from '@/lib/server/log/logger';

export const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Try again; if it keeps happening, tell an administrator.';

/**
 * The only way an error reaches the browser: an AppError keeps its (safe) kind and message; any
 * other error becomes `unexpected` with a generic message, and the real one goes to the server log.
 */
export function toErrorShape(error: unknown, where: string): AppErrorShape {
  if (error instanceof AppError) return error.toShape();
  log().error({ where, error: describeForLog(error) }, 'unexpected error');
  return { kind: 'unexpected', message: UNEXPECTED_MESSAGE, retryable: false };
}

/**
 * Name, message and stack, with what could carry a secret cut out: bearer values, and the
 * parameters drizzle appends to a failed query (they may hold a sealed token or a password hash).
 */
export function describeForLog(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text
    .replace(/Bearer\s+[^\s"',]+/gi, 'Bearer [redacted]')
    .replace(/params: [^\n]*/g, 'params: [redacted]')
    .slice(0, 4000);
}
