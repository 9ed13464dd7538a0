import { readFileSync } from 'node:fs';
import { run } from './child-process';

// `npm run test:resilience`: every long suite of package.json's `resilience:*` scripts, one after
// the other (they start servers of their own and would fight over the two cores), then a summary.
// Expects a production build (`npm run build`); `npm test` runs the fast part of each suite.

const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts).filter((name) => name.startsWith('resilience:'));
const only = process.argv.slice(2);
const chosen = only.length > 0 ? scripts.filter((name) => only.some((wanted) => name.endsWith(wanted))) : scripts;

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const name of chosen) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const ok = await run('npm', ['run', '--silent', name]).then(
    () => true,
    (error: unknown) => (console.error(error instanceof Error ? error.message : error), false),
  );
  results.push({ name, ok, seconds: Math.round((performance.now() - started) / 1000) });
}
console.log('\nresilience suites');
for (const r of results) console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.name.padEnd(28)} ${r.seconds} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
