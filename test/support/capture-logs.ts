import { Writable } from 'node:stream';
import { createLogger, swapLoggerForTests } from '@/lib/server/log/logger';

export type LogLine = Record<string, unknown> & { level: string; msg: string; upstream?: Record<string, unknown> };

/** Test support: the app's logger writes to memory (every level) until `restore()`. */
export function captureLogs(): { lines: () => LogLine[]; text: () => string; restore: () => void } {
  let text = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const restore = swapLoggerForTests(createLogger({ level: 'trace', destination }));
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { text: () => text, lines, restore };
}
