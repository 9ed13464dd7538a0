import { startLaneServers } from './lane-servers';
import { allLanes } from './servers';

// Starts every lane's servers (./lane-servers.ts) and stops them when the run ends. The suite resets
// and injects faults into the upstream it talks to: refuse anything that is not an emulator on this
// machine, so a misconfigured run can never touch a real service.
export default async function globalSetup() {
  for (const { emulatorUrl } of allLanes()) {
    const { hostname } = new URL(emulatorUrl);
    if (!['127.0.0.1', 'localhost', '::1'].includes(hostname)) {
      throw new Error(`e2e refuses a non-local upstream: ${emulatorUrl}`);
    }
  }
  const stop = await startLaneServers();
  for (const { emulatorUrl } of allLanes()) {
    const seed = await fetch(`${emulatorUrl}/_control/seed`);
    if (!seed.ok) {
      await stop();
      throw new Error(`The e2e upstream at ${emulatorUrl} is not the emulator (GET /_control/seed -> ${seed.status})`);
    }
  }
  return stop;
}
