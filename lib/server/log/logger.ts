import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import { logLevelOf, type LogLevel } from '@/lib/env';
import { processState } from '@/lib/server/process-state';
import { currentLogContext } from './log-context';

// JSON lines on stdout (pino), one object per event, with the request's context mixed in. No
// transports: they run in worker threads, which Next's server does not bundle; `npm run demo`
// pipes the output through pino-pretty instead. Secrets are removed by pino's redact, wherever in
// a logged object they sit (one level deep, and in headers).

export const REDACTED = '[redacted]';

const SECRET_KEYS = ['token', 'accessToken', 'refreshToken', 'access_token', 'refresh_token', 'clientSecret', 'client_secret', 'secret', 'password', 'authorization', 'cookie', 'set-cookie'];
const member = (key: string) => (/^\w+$/.test(key) ? `.${key}` : `["${key}"]`);
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [member(key).replace(/^\./, ''), `*${member(key)}`, `*.headers${member(key)}`]);

export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? logLevelOf(process.env),
      base: { service: 'shiftdesk' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      mixin: () => ({ ...currentLogContext() }),
    },
    options.destination,
  );
}

const holder = processState('logger', () => ({ logger: undefined as Logger | undefined, scoped: new AsyncLocalStorage<Logger>() }));

/**
 * Where a line goes: the logger of the work in progress (withLogger), else the process's. Logging
 * is ambient, like the request context on every line: it is never a service anyone is handed.
 */
export function log(): Logger {
  return holder.scoped.getStore() ?? (holder.logger ??= createLogger());
}

/** Runs `work` with every line it logs, however deep, written to `logger` (a pass's child logger, a test's sink). */
export function withLogger<T>(logger: Logger, work: () => T): T {
  return holder.scoped.run(logger, work);
}

/** An Error as fields a log line can hold (message and kind, never a cause's body). */
export function errorFields(error: unknown): { err: { message: string; name?: string; kind?: string } } {
  if (error instanceof Error) return { err: { name: error.name, message: error.message, ...('kind' in error && typeof error.kind === 'string' ? { kind: error.kind } : {}) } };
  return { err: { message: String(error) } };
}
