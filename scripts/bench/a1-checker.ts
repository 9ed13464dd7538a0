import path from 'node:path';
import { hardBreaksOf, type Assignment } from '@/lib/auto-fill';
import { readAutoFillInput } from '@/lib/auto-fill/server/read-auto-fill-input';
import { parseServerEnv } from '@/lib/env';
import { composeApp } from '@/lib/server/app/compose-app';
import { openDatabase } from '@/lib/server/db';
import { benchServiceEnv } from './servers';

// A1's independent check: once the dashboard has stopped, its database is opened here and the
// week is read again from the emulator (still running) by the app's own input read; the checker
// (lib/auto-fill/check.ts: the input and the proposal, never the solver's model) counts the
// proposal's hard-rule breaks against it. The auto-fill read writes nothing, so the week is as solved.

export async function hardBreaksAgainstEmulator(options: { emulatorUrl: string; dataDir: string; organizationId: string; range: { from: number; to: number }; assignments: readonly Assignment[] }): Promise<number> {
  const opened = await openDatabase({ dataDir: path.join(options.dataDir, 'pglite') });
  try {
    const env = parseServerEnv({
      DATA_DIR: options.dataDir,
      ...benchServiceEnv(options.emulatorUrl),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    });
    const { services } = composeApp(env, opened.db);
    const input = await readAutoFillInput(services, options.organizationId, options.range, null);
    return hardBreaksOf(input, options.assignments).length;
  } finally {
    await opened.close();
  }
}
