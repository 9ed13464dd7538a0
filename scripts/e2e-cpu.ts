import { spawn } from 'node:child_process';
import { processes, TICKS_PER_SECOND } from '@/test/support/process-cpu';

// `npm run e2e:cpu -- [playwright test arguments]`: runs end-to-end tests (the `chromium` project
// unless the arguments name one) and prints the CPU seconds they cost, by kind of process. On this
// shared 2-core machine a run's wall time swings with whatever else runs, its CPU seconds far less:
// a change to the suite is judged by them, run before and after on the same files, and a quiet
// run's wall time is bounded below by the total over the cores. Read from /proc every 300 ms: every
// process below the run, and every process in a group one of them leads (the servers, which keep
// their group when their parent is gone). It counts low: a process that lives less than a sample
// is missed, and each one's last fraction of a sample too (the same in a before and an after).

const SAMPLE_MS = 300;

const KINDS: [string, RegExp][] = [
  // By the executable: the runner's own command line names the project `chromium`.
  ['browser renderers', /^\S*chrom.*--type=renderer/],
  ['browser, other processes', /^\S*chrom/],
  ['Playwright workers', /workerProcessEntry/],
  ['Playwright runner', /playwright/],
  ['dashboards (next start)', /next/],
  ['emulators', /emulator\/main/],
  ['OpenID providers', /oidc-provider/],
];
const kindOf = (cmdline: string) => KINDS.find(([, pattern]) => pattern.test(cmdline))?.[0] ?? 'other';

const args = process.argv.slice(2);
const project = args.some((a) => a.startsWith('--project')) ? [] : ['--project=chromium'];
const run = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...project, ...args], { stdio: 'inherit' });
const ownGroup = processes().find((p) => p.pid === process.pid)?.group;

const tracked = new Set<number>([run.pid!]);
const groups = new Set<number>();
const seen = new Map<number, { kind: string; ticks: number }>();
function sample() {
  const now = processes();
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of now) {
      if (tracked.has(p.pid) || !(tracked.has(p.parent) || groups.has(p.group))) continue;
      tracked.add(p.pid);
      grew = true;
    }
  }
  for (const p of now.filter((p) => tracked.has(p.pid))) {
    if (p.group !== ownGroup && p.group > 1) groups.add(p.group);
    const kind = seen.get(p.pid)?.kind ?? kindOf(p.cmdline);
    seen.set(p.pid, { kind, ticks: Math.max(seen.get(p.pid)?.ticks ?? 0, p.ownTicks) });
  }
}
const started = Date.now();
const timer = setInterval(sample, SAMPLE_MS);

run.on('exit', (code) => {
  clearInterval(timer);
  const byKind = new Map<string, number>();
  for (const { kind, ticks } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + ticks / TICKS_PER_SECOND);
  const total = [...byKind.values()].reduce((sum, s) => sum + s, 0);
  const wall = (Date.now() - started) / 1000;
  console.log(`\nCPU of this run: ${total.toFixed(1)} s in ${wall.toFixed(0)} s of wall time (${(total / wall).toFixed(2)} cores on average)`);
  console.log('| CPU seconds | share | processes |\n| ---: | ---: | --- |');
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`| ${seconds.toFixed(1)} | ${Math.round((100 * seconds) / total)} % | ${kind} |`);
  process.exit(code ?? 1);
});
