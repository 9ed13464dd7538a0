import { readdirSync, readFileSync } from 'node:fs';

// CPU time of process trees, read from /proc, for the probes: the browser below a Playwright
// worker, a dashboard server below the shell that started it. Linux only, as the probes are.

const TICKS_PER_SECOND = 100;

export type Proc = { pid: number; parent: number; ticks: number; cmdline: string };

/** Every process now, with its CPU ticks (its own and its waited-for children's). */
export function processes(): Proc[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return [{ pid: Number(pid), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]), cmdline }];
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
