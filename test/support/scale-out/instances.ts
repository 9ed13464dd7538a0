import path from 'node:path';
import { startGroup, stopStartedGroups, waitForUrl, type Started } from '../process-groups';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../throwaway-postgres';

// Several dashboard instances on one PostgreSQL, as docs/decisions/storage-and-instances.md deploys them: a throwaway
// PostgreSQL, then `next start` (the existing build) on each port with the same DATABASE_URL and
// TOKEN_ENCRYPTION_KEY, pointed at one emulator. Started together, as a rolling start would.

const SCALE_OUT_TOKEN_KEY = '5ca1e0075ca1e0075ca1e0075ca1e0075ca1e0075ca1e0075ca1e0075ca1e007';

export interface ScaleOutInstances {
  appUrls: string[];
  databaseUrl: string;
  logTail: () => string;
  stop: () => Promise<void>;
}

export async function startScaleOutInstances(options: { appPorts: number[]; emulatorUrl: string; postgresPort: number }): Promise<ScaleOutInstances> {
  const log: string[] = [];
  let postgres: ThrowawayPostgres | undefined;
  const stop = async () => {
    await stopStartedGroups();
    await postgres?.stop();
  };
  try {
    postgres = await startThrowawayPostgres({ port: options.postgresPort, name: 'scale-out' });
    const databaseUrl = await postgres.createDatabase('shiftdesk_scale_out');
    const apps: Started[] = options.appPorts.map((port, i) =>
      startGroup(`instance ${String.fromCharCode(65 + i)}`, process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
        DEMO_MODE: '1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join('.data', `scale-out-${port}`),
        SERVICE_BASE_URL: options.emulatorUrl,
        SERVICE_ACCESS_TOKEN: 'demo-first-token',
        SERVICE_CLIENT_ID: 'demo-client',
        SERVICE_CLIENT_SECRET: 'demo-secret',
        TOKEN_ENCRYPTION_KEY: SCALE_OUT_TOKEN_KEY,
      }, log),
    );
    const appUrls = options.appPorts.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(appUrls.map((url, i) => waitForUrl(`${url}/api/health`, 120_000, () => apps[i]!.child.exitCode === null)));
    return { appUrls, databaseUrl, logTail: () => log.slice(-40).join('\n'), stop };
  } catch (error) {
    await stop();
    console.error(log.slice(-40).join('\n'));
    throw error;
  }
}
