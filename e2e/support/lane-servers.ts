import { rmSync } from 'node:fs';
import { startGroup, stopGroup, waitForUrl, type Started } from '@/test/support/process-groups';
import { allLanes, E2E_APP_ENV, E2E_OIDC_CLIENT, E2E_TOKEN_KEY, NEXT_START_OPTIONS, type Lane } from './servers';

// Every lane's servers (servers.ts): an emulator, an OpenID provider for company sign-in
// (company-sign-in.spec.ts starts the dashboard instance that uses it) and the dashboard, which
// `next start` serves from the build made by `npm run build`. All of them start at once and are
// waited for together: Playwright's `webServer` list starts one and waits for it before the next,
// which cost the run about 30 s before its first test.

type Server = { name: string; command: string[]; env: Record<string, string>; readyUrl: string; port: number };

const tsx = (script: string) => [process.execPath, 'node_modules/tsx/dist/cli.mjs', script];

function serversOf(lane: Lane): Server[] {
  return [
    { name: `emulator ${lane.emulatorPort}`, command: tsx('emulator/main.ts'), env: { EMULATOR_PORT: String(lane.emulatorPort), EMULATOR_SEED: 'demo' }, readyUrl: `${lane.emulatorUrl}/_control/seed`, port: lane.emulatorPort },
    {
      name: `oidc ${lane.oidcPort}`,
      command: tsx('scripts/oidc-provider/main.ts'),
      env: {
        OIDC_PROVIDER_PORT: String(lane.oidcPort),
        OIDC_PROVIDER_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_PROVIDER_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_PROVIDER_REDIRECT_URIS: `${lane.oidcAppUrl}/api/auth/oidc/callback`,
      },
      readyUrl: `${lane.oidcUrl}/.well-known/openid-configuration`,
      port: lane.oidcPort,
    },
    {
      name: `app ${lane.appPort}`,
      command: [process.execPath, 'node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(lane.appPort), ...NEXT_START_OPTIONS],
      env: {
        DEMO_MODE: '1',
        DATA_DIR: lane.dataDir,
        SERVICE_BASE_URL: lane.emulatorUrl,
        SERVICE_ACCESS_TOKEN: 'demo-first-token',
        SERVICE_CLIENT_ID: 'demo-client',
        SERVICE_CLIENT_SECRET: 'demo-secret',
        TOKEN_ENCRYPTION_KEY: E2E_TOKEN_KEY,
        // The fuzzer sends thousands of calls as one admin: limited, most would never reach
        // validation. The per-user limit is tested on a dashboard of its own (user-rate-limit.spec.ts).
        USER_RATE_LIMIT_PER_MINUTE: '0',
        // Specs change the emulator behind the dashboard's back and read at once, as no user waits
        // for: shared reads are joined in flight only here; e2e/shared-reads.spec.ts runs a
        // dashboard with the default time.
        SHARED_READ_SECONDS: '0',
        ...E2E_APP_ENV,
      },
      readyUrl: `${lane.appUrl}/api/health`,
      port: lane.appPort,
    },
  ];
}

/** Whether something already answers on the port: the suite never tests against a server it did not start. */
async function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
}

/** Starts every lane's servers together; resolves with the function that stops them. */
export async function startLaneServers(timeoutMs = 120_000): Promise<() => Promise<void>> {
  const servers = allLanes().flatMap(serversOf);
  const taken = (await Promise.all(servers.map(async (s) => ((await answers(s.port)) ? s : null)))).filter((s) => s !== null);
  if (taken.length > 0) throw new Error(`already in use, stop what runs there or pick other E2E_* ports: ${taken.map((s) => `${s.port} (${s.name})`).join(', ')}`);
  for (const lane of allLanes()) rmSync(lane.dataDir, { recursive: true, force: true });

  const started: { server: Server; group: Started; log: string[] }[] = servers.map((server) => {
    const log: string[] = [];
    return { server, log, group: startGroup(server.name, server.command[0]!, server.command.slice(1), server.env, log, { echoErrors: true }) };
  });
  const stop = async () => {
    process.off('exit', killAll);
    await Promise.all(started.map(({ group }) => stopGroup(group)));
  };
  // A runner that dies without its teardown still takes its servers along.
  const killAll = () => started.forEach(({ group }) => group.child.pid && tryKill(-group.child.pid));
  process.on('exit', killAll);
  try {
    await Promise.all(started.map(({ server, group }) => waitForUrl(server.readyUrl, timeoutMs, () => group.child.exitCode === null)));
    return stop;
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${started.flatMap(({ log }) => log.slice(-15)).join('\n')}`);
  }
}

function tryKill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
