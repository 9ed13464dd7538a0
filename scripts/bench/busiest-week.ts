import type { BrowserContext } from '@playwright/test';
import { signedInBrowser } from './bench-browser';
import { densestWeek } from './densest-week';
import { largeOrganization } from './emulator-control';
import { BENCH_APP_PORT, BENCH_EMULATOR_PORT } from './ports';
import { startBenchServers } from './servers';

/** The bench servers started (data in `.data/bench`), a signed-in browser and the schedule URL of the large organization's busiest week. */
export async function openBusiestWeek(): Promise<{ servers: Awaited<ReturnType<typeof startBenchServers>>; context: BrowserContext; url: string }> {
  const servers = await startBenchServers({ appPort: BENCH_APP_PORT, emulatorPort: BENCH_EMULATOR_PORT, dataDir: '.data/bench' });
  const org = await largeOrganization(servers.emulatorUrl);
  const week = await densestWeek(servers.emulatorUrl, org.id, org.timeZone);
  const context = await signedInBrowser(servers.appUrl);
  const url = `${servers.appUrl}/organizations/${org.id}/schedule?view=week&date=${week.date}&tz=${encodeURIComponent(org.timeZone)}`;
  return { servers, context, url };
}
