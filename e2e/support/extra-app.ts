import { rmSync } from 'node:fs';
import path from 'node:path';
import { startGroup, stopGroup, waitForUrl, type Started } from '@/test/support/process-groups';
import { E2E_APP_ENV, E2E_APP_PORT, E2E_EMULATOR_URL, E2E_TOKEN_KEY, NEXT_START_OPTIONS } from './servers';

// One more `next start` of this build, with its own database and its own environment, for tests
// that must change a setting the suite's dashboard runs with (a limit, a proxy setting) or spend
// something the rest of the suite needs (the sign-in limit of 127.0.0.1). Ports from
// E2E_APP_PORT+3 (scale-out.spec uses +1 and +2).

export const EXTRA_APP_PORT = E2E_APP_PORT + 3;

export type ExtraApp = { url: string; started: Started; logTail: () => string; stop: () => Promise<void> };

/** The demo-mode dashboard against the suite's emulator, with `env` on top. `keepData`: a restart on the database it left. */
export function launchExtraApp(env: Record<string, string>, port = EXTRA_APP_PORT, options: { keepData?: boolean } = {}): ExtraApp {
  const dataDir = path.join('.data', `e2e-extra-${port}`);
  if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  const log: string[] = [];
  const started = startGroup(`app ${port}`, process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port), ...NEXT_START_OPTIONS], {
    DEMO_MODE: '1',
    DATA_DIR: dataDir,
    SERVICE_BASE_URL: E2E_EMULATOR_URL,
    SERVICE_ACCESS_TOKEN: 'demo-first-token',
    SERVICE_CLIENT_ID: 'demo-client',
    SERVICE_CLIENT_SECRET: 'demo-secret',
    TOKEN_ENCRYPTION_KEY: E2E_TOKEN_KEY,
    ...E2E_APP_ENV,
    ...env,
  }, log);
  return {
    url: `http://127.0.0.1:${port}`,
    started,
    logTail: () => log.slice(-40).join('\n'),
    stop: async () => {
      await stopGroup(started);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until a launched app serves; stops it if it never does. */
export async function untilServing(app: ExtraApp): Promise<ExtraApp> {
  try {
    await waitForUrl(`${app.url}/api/health`, 120_000, () => app.started.child.exitCode === null);
    return app;
  } catch (error) {
    await app.stop();
    throw new Error(`${(error as Error).message}\n${app.logTail()}`);
  }
}

/** Launches it and waits until it serves; stopped again if it never does. */
export function startExtraApp(env: Record<string, string>, port = EXTRA_APP_PORT, options: { keepData?: boolean } = {}): Promise<ExtraApp> {
  return untilServing(launchExtraApp(env, port, options));
}
