import { startGroup, stopStartedGroups, waitForUrl } from '@/test/support/process-groups';
import { checkScaleOut } from '@/test/support/scale-out/checks';
import { startScaleOutInstances } from '@/test/support/scale-out/instances';

// npm run build && npm run resilience:scale-out
// Starts a throwaway PostgreSQL, the emulator and two `next start` instances on one database,
// then checks over HTTP that they behave as one dashboard, and prints what it found. Ports:
// SCALE_OUT_APP_PORTS (default 3201,3202), SCALE_OUT_EMULATOR_PORT (4210), SCALE_OUT_POSTGRES_PORT (55442).

const appPorts = (process.env.SCALE_OUT_APP_PORTS ?? '3201,3202').split(',').map(Number);
const emulatorPort = Number(process.env.SCALE_OUT_EMULATOR_PORT ?? 4210);
const postgresPort = Number(process.env.SCALE_OUT_POSTGRES_PORT ?? 55442);
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;

const started = Date.now();
const emulator = startGroup('emulator', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'emulator/main.ts'], { EMULATOR_PORT: String(emulatorPort), EMULATOR_SEED: 'demo' }, []);
let exitCode = 1;
try {
  await waitForUrl(`${emulatorUrl}/_control/seed`, 60_000, () => emulator.child.exitCode === null);
  const instances = await startScaleOutInstances({ appPorts, emulatorUrl, postgresPort });
  try {
    const ready = Date.now();
    console.log(`PostgreSQL 127.0.0.1:${postgresPort}, emulator ${emulatorUrl}, instances ${instances.appUrls.join(' and ')}: ready in ${((ready - started) / 1000).toFixed(1)} s`);
    const checks = await checkScaleOut([instances.appUrls[0]!, instances.appUrls[1]!], emulatorUrl);
    for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`);
    console.log(`checks took ${((Date.now() - ready) / 1000).toFixed(1)} s`);
    exitCode = checks.every((c) => c.ok) ? 0 : 1;
    if (exitCode) console.error(instances.logTail());
  } finally {
    await instances.stop();
  }
} finally {
  await stopStartedGroups(); // the emulator (the instances are already stopped)
}
process.exit(exitCode);
