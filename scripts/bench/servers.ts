import { rmSync } from 'node:fs';
import path from 'node:path';
import { startGroup, stopGroup, stopStartedGroups, waitForUrl, type Started } from '@/test/support/process-groups';

// The benchmark's own servers: the emulator with the large seed and the built dashboard (`next
// start`), on their own ports and data folder. Each runs in its own process group so stopping it
// also stops what npx/tsx started under it, and only that (test/support/process-groups.ts).

/**
 * `logTail` gives the servers' last output lines, for a failure message; `appGroupId` is the
 * process group of `next start` and its workers (for their memory); `restartApp` stops the
 * dashboard and starts it again on the same data folder (memory gone, database kept), with `env`
 * added to its environment (`DATABASE_URL`: the same server on PostgreSQL).
 */
export type BenchServers = {
  emulatorUrl: string;
  appUrl: string;
  readonly appGroupId: number;
  /** Stops the dashboard (SIGKILL with `kill`: a crash) and starts it again on the same data folder, with `env` added. */
  restartApp: (options?: { kill?: boolean; env?: Record<string, string> }) => Promise<void>;
  /** The dashboard alone stopped (its data folder then free to open), the emulator left running. */
  stopApp: () => Promise<void>;
  stop: () => Promise<void>;
  logTail: () => string;
};

/** With BENCH_MEMORY_PROBE=<file>, the dashboard logs where its memory goes (memory-probe.cjs). */
function memoryProbe(): Record<string, string> {
  const file = process.env.BENCH_MEMORY_PROBE;
  if (!file) return {};
  const probe = path.resolve('scripts/bench/memory-probe.cjs');
  return { BENCH_MEMORY_PROBE: path.resolve(file), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${probe}`.trim() };
}

/** As `npm run start` runs it (package.json, docs/decisions/memory.md). */
const SERVER_NODE_FLAGS = ['--max-old-space-size=1024'];

const BENCH_TOKEN_KEY = 'be4c4be4c4be4c4be4c4be4c4be4c4be4c4be4c4be4c4be4c4be4c4be4c4be4c';

/** How the bench's dashboard reaches the emulator; A1's checker opens the same database with it. */
export const benchServiceEnv = (emulatorUrl: string) => ({
  SERVICE_BASE_URL: emulatorUrl,
  SERVICE_ACCESS_TOKEN: 'demo-first-token',
  SERVICE_CLIENT_ID: 'demo-client',
  SERVICE_CLIENT_SECRET: 'demo-secret',
  TOKEN_ENCRYPTION_KEY: BENCH_TOKEN_KEY,
});

const alive = (s: Started) => () => s.child.exitCode === null && s.child.signalCode === null;

/** The built dashboard (`next start`, demo mode) on its data folder (kept: a restart resumes from it), once it answers. */
export async function startDashboard(options: { appPort: number; emulatorUrl: string; dataDir: string; env?: Record<string, string> }, log: string[]): Promise<Started> {
  const app = startGroup('dashboard', process.execPath, [...SERVER_NODE_FLAGS, 'node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(options.appPort)], {
    DEMO_MODE: '1',
    DATA_DIR: options.dataDir,
    ...benchServiceEnv(options.emulatorUrl),
    // P1 reads as one signed-in user at tens of requests a second, far past the per-user limit a
    // person gets (600 a minute): it measures the read path, not the limit (answers 429 counted as failed).
    USER_RATE_LIMIT_PER_MINUTE: '0',
    ...memoryProbe(),
    ...options.env,
  }, log);
  await waitForUrl(`http://127.0.0.1:${options.appPort}/api/health`, 120_000, alive(app));
  return app;
}

/** `seed` is the emulator's (default `large`; the load test can also run on `demo`). */
export async function startBenchServers(options: { appPort: number; emulatorPort: number; dataDir: string; seed?: 'large' | 'demo' }): Promise<BenchServers> {
  const emulatorUrl = `http://127.0.0.1:${options.emulatorPort}`;
  const appUrl = `http://127.0.0.1:${options.appPort}`;
  const log: string[] = [];
  const stop = stopStartedGroups;
  try {
    const emulator = startGroup('emulator', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'emulator/main.ts'], {
      EMULATOR_PORT: String(options.emulatorPort),
      EMULATOR_SEED: options.seed ?? 'large',
    }, log);
    await waitForUrl(`${emulatorUrl}/_control/seed`, 60_000, alive(emulator));

    rmSync(options.dataDir, { recursive: true, force: true });
    let app = await startDashboard({ appPort: options.appPort, emulatorUrl, dataDir: options.dataDir }, log);
    return {
      emulatorUrl,
      appUrl,
      get appGroupId() {
        return app.child.pid as number;
      },
      async restartApp({ kill = false, env = {} } = {}) {
        if (kill) {
          process.kill(-(app.child.pid as number), 'SIGKILL');
          await app.exited;
        } else {
          await stopGroup(app);
        }
        app = await startDashboard({ appPort: options.appPort, emulatorUrl, dataDir: options.dataDir, env }, log);
      },
      stopApp: () => stopGroup(app),
      stop,
      logTail: () => log.slice(-40).join('\n'),
    };
  } catch (error) {
    await stop();
    console.error(log.slice(-40).join('\n'));
    throw error;
  }
}
