import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_FIRST_TOKEN } from './state/credentials';
import { seedNames, type SeedName } from './state/types';
import { startEmulator } from './server';

// `npm run emulator`: the emulator on its own. EMULATOR_PORT (default 4010), EMULATOR_SEED
// (demo | large | empty, default demo), EMULATOR_HOST (default 127.0.0.1), EMULATOR_ACTIVITY=1
// turns the worker-activity simulator on, EMULATOR_MORNING=1 gives the demo seed its morning
// (seed/demo-morning.ts; `npm run emulator` and `npm run demo` set it, the e2e suite does not).

function seedFromEnv(): SeedName {
  const value = process.env.EMULATOR_SEED ?? 'demo';
  if (!(seedNames as readonly string[]).includes(value)) {
    console.error(`EMULATOR_SEED must be one of ${seedNames.join(', ')}; got "${value}"`);
    process.exit(2);
  }
  return value as SeedName;
}

async function main() {
  const port = Number(process.env.EMULATOR_PORT ?? 4010);
  const running = await startEmulator({
    port,
    host: process.env.EMULATOR_HOST ?? '127.0.0.1',
    seed: seedFromEnv(),
    activity: process.env.EMULATOR_ACTIVITY === '1',
    morning: process.env.EMULATOR_MORNING === '1',
  });
  const code = running.emulator.state.tokens.issueCode().code;
  console.log(`Shiftdesk upstream emulator listening on ${running.url}
  seed           ${running.emulator.state.seedName} (${running.emulator.state.calendar.size} calendar items)
  activity       ${running.emulator.activity.enabled ? 'on' : 'off'}
  morning        ${running.emulator.state.morning ? 'on' : 'off'}
  client id      ${DEMO_CLIENT_ID}
  client secret  ${DEMO_CLIENT_SECRET}
  first token    ${DEMO_FIRST_TOKEN}
  auth code      ${code}  (single use, 10 minutes; GET ${running.url}/_control/seed for a fresh one)`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the emulator`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
