import { readdirSync, readFileSync } from 'node:fs';

// CPU time of process trees, read from /proc: for the probes (e2e/probes/: the browser below a
// Playwright worker, a dashboard server below the shell that started it) and for `npm run e2e:cpu`
// (scripts/e2e-cpu.ts: a whole run's CPU by kind of process). Linux only.

export const TICKS_PER_SECOND = 100;

/** `ticks`: its own CPU and its waited-for children's; `ownTicks`: its own only; `group`: its process group. */
export type Proc = { pid: number; parent: number; group: number; ticks: number; ownTicks: number; cmdline: string };

/** Every process now, with its CPU ticks (its own and its waited-for children's). */
export function processes(): Proc[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const ownTicks = Number(fields[11]) + Number(fields[12]);
      return [{ pid: Number(pid), parent: Number(fields[1]), group: Number(fields[2]), ticks: ownTicks + Number(fields[13]) + Number(fields[14]), ownTicks, cmdline }];
    } catch {
      return []; // ended meanwhile
    }
  });
}

/** CPU seconds of every process below `roots` (ended ones included through their parents), and of the roots themselves unless `withoutRoots`. */
export function cpuSecondsBelow(roots: readonly number[], { withoutRoots = false } = {}): number {
  const stats = processes();
  const below = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) {
      if (below.has(s.pid) || !below.has(s.parent)) continue;
      below.add(s.pid);
      grew = true;
    }
  }
  return stats.filter((s) => below.has(s.pid) && !(withoutRoots && roots.includes(s.pid))).reduce((sum, s) => sum + s.ticks, 0) / TICKS_PER_SECOND;
}
