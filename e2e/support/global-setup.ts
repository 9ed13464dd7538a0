import { E2E_EMULATOR_URL } from './servers';

// The suite resets and injects faults into the upstream it talks to: refuse anything that is not
// an emulator on this machine, so a misconfigured run can never touch a real service.
export default async function globalSetup() {
  const { hostname } = new URL(E2E_EMULATOR_URL);
  if (!['127.0.0.1', 'localhost', '::1'].includes(hostname)) {
    throw new Error(`e2e refuses a non-local upstream: ${E2E_EMULATOR_URL}`);
  }
  const seed = await fetch(`${E2E_EMULATOR_URL}/_control/seed`);
  if (!seed.ok) throw new Error(`The e2e upstream at ${E2E_EMULATOR_URL} is not the emulator (GET /_control/seed -> ${seed.status})`);
}
