import { spawn, type ChildProcess } from 'node:child_process';

// Servers started for a test or a script (the emulator, `next start`), each in its own process
// group, so stopping one also stops what npx/tsx started under it, and only that. Shared by e2e
// (its extra dashboards), the benchmarks, the load test and the scale-out run.

export type Started = { name: string; child: ChildProcess; exited: Promise<void> };

/** Every server started so far, so an interrupt during start-up stops them too. */
const running: Started[] = [];

/** `echoErrors`: its stderr also goes to this process's (the e2e suite's servers, as Playwright's webServer showed it). */
export function startGroup(name: string, command: string, args: string[], env: Record<string, string>, log: string[], options: { echoErrors?: boolean } = {}): Started {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString().split('\n').filter(Boolean).map((line) => `[${name}] ${line}`));
    if (log.length > 200) log.splice(0, log.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (options.echoErrors) child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = { name, child, exited };
  running.push(started);
  return started;
}

export async function stopGroup(started: Started): Promise<void> {
  const { child, exited } = started;
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 5_000))]);
  if (timedOut) signal('SIGKILL');
}

export async function waitForUrl(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server for ${url} exited before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops every server this module started (each process group), waiting for them to exit. */
export async function stopStartedGroups(): Promise<void> {
  await Promise.all(running.map(stopGroup));
}
