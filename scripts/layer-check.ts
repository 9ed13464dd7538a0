// The layer check `npm run lint` runs: dependency-cruiser's rules (.dependency-cruiser.cjs), plus
// two things it cannot say itself: no cycle between folders (a feature's lib/<name> and
// components/<name>, each shared folder), and every server file starting with `import 'server-only'`.
// Run from the project to check (test/layer-check.test.ts runs it on throwaway projects).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const here = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const cli = path.join(here, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const config = path.join(here, '.dependency-cruiser.cjs');
const TOPS = ['app', 'components', 'lib', 'proxy.ts', 'instrumentation.ts', 'e2e', 'scripts', 'test', 'emulator'].filter((top) => existsSync(top));
const TEST_FILE = /\.(test|spec)\.tsx?$/;

type Cruise = {
  modules: { source: string; dependencies: { resolved: string; coreModule: boolean }[] }[];
  summary: { violations: { type: string; from: string; to: string; rule: { name: string }; cycle?: { name: string }[] }[] };
};

/** The folder a file counts in: lib/server/<x>, lib/<x> (a feature with its server half), components/<x>. */
export function folderOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'lib' && parts[0] !== 'components') return null;
  if (parts.length === 2) return file.replace(/\.tsx?$/, '');
  if (parts[0] === 'lib' && parts[1] === 'server') return parts.length > 3 ? parts.slice(0, 3).join('/') : file.replace(/\.ts$/, '');
  return parts.slice(0, 2).join('/');
}

/** Folders that import each other, directly or round about (Tarjan's strongly connected components). */
export function folderCycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const cycle: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        cycle.push(w);
      } while (w !== v);
      if (cycle.length > 1) cycles.push(cycle.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

function serverFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !TEST_FILE.test(file) && /(^|\/)server\//.test(file));
}

function main(): number {
  const run = spawnSync(process.execPath, [cli, '--config', config, '--output-type', 'json', ...TOPS], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0 && !run.stdout) {
    process.stderr.write(run.stderr);
    return 2;
  }
  const cruise = JSON.parse(run.stdout) as Cruise;
  const problems: string[] = [];
  for (const v of cruise.summary.violations) {
    const via = v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : '';
    problems.push(`${v.rule.name}: ${v.from} → ${v.to}${via}`);
  }

  const edges = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const m of cruise.modules) {
    const from = folderOf(m.source);
    if (!from || TEST_FILE.test(m.source)) continue;
    for (const d of m.dependencies) {
      const to = d.coreModule ? null : folderOf(d.resolved);
      if (!to || to === from || TEST_FILE.test(d.resolved)) continue;
      (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
      if (!why.has(`${from} ${to}`)) why.set(`${from} ${to}`, `${m.source} → ${d.resolved}`);
    }
  }
  for (const cycle of folderCycles(edges)) {
    const inside = cycle.flatMap((a) => cycle.filter((b) => edges.get(a)?.has(b)).map((b) => why.get(`${a} ${b}`)));
    problems.push(`no-folder-cycle: ${cycle.join(' ⇄ ')} (${inside.join('; ')})`);
  }

  for (const file of serverFiles('lib')) {
    const text = readFileSync(file, 'utf8');
    if (!/^(\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/\s*\n)*\s*(['"]use server['"];?\s*\n\s*)?import ['"]server-only['"];/.test(text)) problems.push(`server-file-without-server-only: ${file}`);
  }

  for (const problem of problems) console.error(`  error ${problem}`);
  console.error(problems.length ? `\n✘ ${problems.length} layer problem(s)` : `✔ layers hold (${cruise.modules.length} modules, ${edges.size} folders)`);
  return problems.length ? 1 : 0;
}

process.exitCode = main();
