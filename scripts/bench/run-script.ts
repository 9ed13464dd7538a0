import { stopStartedGroups } from '@/test/support/process-groups';

// The benchmark and load scripts' shared ending: whatever they started (browser, baseline page,
// servers) is stopped on success, failure or Ctrl+C, each step bounded so a hung browser cannot
// keep the servers running.

const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | null = null;

/** Runs before the servers are stopped, last registered first. */
export function onCleanup(step: () => Promise<unknown>): void {
  cleanups.push(step);
}

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) await Promise.race([step().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000).unref())]);
    await stopStartedGroups();
  })();
  return cleaning;
}

/** Runs `main`, prints its error if any (exit code 1), and always cleans up. */
export function runScript(main: () => Promise<void>, what: string): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the ${what}'s servers and browser`);
      void cleanup().then(() => process.exit(130));
    });
  }
  main()
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    })
    .finally(() => cleanup());
}
