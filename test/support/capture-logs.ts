import { Writable } from 'node:stream';
import { createLogger, withLogger } from '@/lib/server/log/logger';

export type LogLine = Record<string, unknown> & { level: string; msg: string; upstream?: Record<string, unknown> };

/**
 * Test support: a logger that keeps what it is given (every level), and `during(work)`, which runs
 * work with every line it logs, however deep, written there (lib/server/log/logger.ts withLogger).
 */
export function captureLogs(): { lines: () => LogLine[]; text: () => string; during: <T>(work: () => T) => T } {
  let text = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const logger = createLogger({ level: 'trace', destination });
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { text: () => text, lines, during: (work) => withLogger(logger, work) };
}
