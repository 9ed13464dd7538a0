import { expect, test } from './support/test';
import { postgresBinDir, postgresMissing } from '@/test/support/throwaway-postgres';
import { checkScaleOut } from '@/test/support/scale-out/checks';
import { startScaleOutInstances } from '@/test/support/scale-out/instances';
import { E2E_APP_PORT, E2E_EMULATOR_URL } from './support/servers';

// The fast part of `npm run resilience:scale-out`: two more `next start` instances of this build
// (ports E2E_APP_PORT+1 and +2) on one throwaway PostgreSQL, against the suite's emulator, must
// act as one dashboard (session, edits both ways, audit, shared token). Skipped without PostgreSQL.

// Outside CI a machine without PostgreSQL skips this; in CI postgresMissing fails it instead.
test.skip(!postgresBinDir() && postgresMissing('PostgreSQL is not installed') !== '', 'PostgreSQL is not installed (apt-get install -y postgresql)');
test.setTimeout(180_000);

test('two instances on one PostgreSQL behave as one dashboard', async () => {
  const instances = await startScaleOutInstances({
    appPorts: [E2E_APP_PORT + 1, E2E_APP_PORT + 2],
    emulatorUrl: E2E_EMULATOR_URL,
    postgresPort: Number(process.env.TEST_POSTGRES_PORT ?? 55432),
  });
  try {
    const checks = await checkScaleOut([instances.appUrls[0]!, instances.appUrls[1]!], E2E_EMULATOR_URL);
    expect(checks.filter((c) => !c.ok), instances.logTail()).toEqual([]);
  } finally {
    await instances.stop();
  }
});
