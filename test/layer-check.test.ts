import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The layer check that `npm run lint` runs (scripts/layer-check.ts with .dependency-cruiser.cjs)
// must fail on each thing it forbids. Each case builds a small throwaway project that breaks one
// rule, checks it with the project's own script and configuration, and expects that rule by name;
// a clean project must pass.

const repo = process.cwd();
const tsx = path.join(repo, 'node_modules', '.bin', 'tsx');
const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SERVER_ONLY = "import 'server-only';\n";
const cleanBase = {
  'app/layout.tsx': "export default function Layout() { return null; }\n",
  'components/ui/empty.tsx': 'export const Empty = () => null;\n',
  'lib/contract/clean.ts': 'export const clean = 1;\n',
};

function check(files: Record<string, string>): { code: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-layers-'));
  made.push(dir);
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const tsconfig = { compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', paths: { '@/*': ['./*'] } } };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [file, text] of Object.entries({ ...cleanBase, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync(tsx, [path.join(repo, 'scripts', 'layer-check.ts')], { cwd: dir, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

function expectBreach(result: { code: number | null; output: string }, pattern: RegExp) {
  expect(result.output).toMatch(pattern);
  expect(result.code).not.toBe(0);
}

// Two features, each with its public surface, a shared folder, a page and tests.
const cleanProject = {
  'app/schedule/page.tsx': "import { readWeek } from '@/lib/schedule/server';\nimport { Board } from '@/components/schedule';\nexport default async function Page() { return Board(await readWeek()); }\n",
  'lib/schedule/server/index.ts': `${SERVER_ONLY}export { readWeek } from './read-week';\n`,
  'lib/schedule/server/read-week.ts': `${SERVER_ONLY}import { getDb } from '@/lib/server/db/index';\nimport { itemWord } from '@/lib/schedule/index';\nexport const readWeek = async () => itemWord(getDb());\n`,
  'lib/schedule/index.ts': "export { itemWord } from './item-words';\n",
  'lib/schedule/item-words.ts': "import { clean } from '@/lib/contract/clean';\nexport const itemWord = (n: number) => String(n + clean);\n",
  'lib/schedule/actions.ts': "'use server';\nimport { readWeek } from './server/read-week';\nexport async function moveAction() { return readWeek(); }\n",
  'lib/server/db/index.ts': `${SERVER_ONLY}export const getDb = () => 1;\n`,
  'components/schedule/index.ts': "export { Board } from './board';\n",
  'components/schedule/board.tsx': "'use client';\nimport { itemWord } from '@/lib/schedule';\nimport { moveAction } from '@/lib/schedule/actions';\nimport { Empty } from '@/components/ui/empty';\nexport const Board = (x: string) => [itemWord(1), x, moveAction, Empty];\n",
  'components/roster/grid.tsx': "'use client';\nimport { Board } from '@/components/schedule';\nimport type { itemWord } from '@/lib/schedule';\nexport const Grid = (w: typeof itemWord) => Board(w(1));\n",
  'lib/schedule/server/read-week.test.ts': "import { harness } from '@/test/support/harness';\nimport { it } from 'vitest';\nit('runs', () => harness());\n",
  'test/support/harness.ts': "import { start } from '@/emulator/server';\nexport const harness = () => start();\n",
  'emulator/server.ts': 'export const start = () => 1;\n',
  // The tooling: e2e, scripts and unit tests share test/support; a test beside a script tests it.
  'test/support/server-actions.ts': 'export const callServerAction = () => 1;\n',
  'e2e/roles.spec.ts': "import { callServerAction } from '@/test/support/server-actions';\nexport const call = callServerAction;\n",
  'scripts/load/main.ts': "import { callServerAction } from '../../test/support/server-actions';\nexport const call = callServerAction;\n",
  'scripts/bench/stats.ts': 'export const median = (x: number[]) => x[0];\n',
  'scripts/bench/stats.test.ts': "import { median } from './stats';\nimport { harness } from '@/test/support/harness';\nexport const m = [median, harness];\n",
};

describe('the layer check', () => {
  it('passes a project that keeps the layers, test files included', () => {
    const result = check(cleanProject);
    expect(result.output).not.toContain('error');
    expect(result.code).toBe(0);
  });

  it('fails when code below the entries asks the composition root for the app', () => {
    const root = { 'lib/server/app/index.ts': `${SERVER_ONLY}export const appServices = async () => ({ db: 1 });\n` };
    expectBreach(
      check({ ...root, 'lib/schedule/server/read-day.ts': `${SERVER_ONLY}import { appServices } from '@/lib/server/app/index';\nexport const readDay = async () => (await appServices()).db;\n` }),
      /code-asks-for-the-app: lib\/schedule\/server\/read-day\.ts/,
    );
    // An entry may: a feature's 'use server' file.
    const entry = check({ ...root, 'lib/schedule/actions.ts': "'use server';\nimport { appServices } from '@/lib/server/app/index';\nexport async function dayAction() { return (await appServices()).db; }\n" });
    expect(entry.output).not.toContain('code-asks-for-the-app');
  });

  it('fails when a feature keeps process-wide state', () => {
    expectBreach(
      check({
        'lib/server/process-state.ts': `${SERVER_ONLY}export const processState = <T>(_name: string, make: () => T) => make();\n`,
        'lib/schedule/server/memory.ts': `${SERVER_ONLY}import { processState } from '@/lib/server/process-state';\nexport const memory = processState('m', () => new Map());\n`,
      }),
      /feature-keeps-process-state: lib\/schedule\/server\/memory\.ts/,
    );
  });

  it('fails on an import cycle, type-only imports included', () => {
    expectBreach(
      check({
        'lib/contract/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'lib/contract/b.ts': "import type { Shape } from './a-types';\nexport const b: Shape = 1;\n",
        'lib/contract/a-types.ts': "import { a } from './a';\nexport type Shape = ReturnType<typeof a> | number;\n",
      }),
      /no-cycle: /,
    );
  });

  it('fails on a cycle between folders that no single file closes', () => {
    expectBreach(
      check({
        'lib/schedule/index.ts': "export { word } from './word';\n",
        'lib/schedule/word.ts': 'export const word = 1;\n',
        'lib/schedule/uses-roster.ts': "import { cell } from '@/lib/roster';\nexport const x = cell;\n",
        'lib/roster/index.ts': "export { cell } from './cell';\n",
        'lib/roster/cell.ts': "import { word } from '@/lib/schedule';\nexport const cell = word;\n",
      }),
      /no-folder-cycle: lib\/roster ⇄ lib\/schedule/,
    );
  });

  it('fails when browser code imports server code: components/, and a "use client" file anywhere', () => {
    const server = { 'lib/schedule/server/secret.ts': `${SERVER_ONLY}export const token = "t";\n` };
    expectBreach(check({ ...server, 'components/schedule/panel.tsx': "import { token } from '@/lib/schedule/server/secret';\nexport const Panel = () => token;\n" }), /browser-code-imports-server: components\/schedule\/panel\.tsx/);
    expectBreach(check({ ...server, 'app/error.tsx': "'use client';\nimport { token } from '@/lib/schedule/server/secret';\nexport default function E() { return token; }\n" }), /browser-code-imports-server: app\/error\.tsx/);
  });

  it('fails when pure code (outside a server folder, not an actions file) imports server code', () => {
    expectBreach(
      check({
        'lib/server/db/index.ts': `${SERVER_ONLY}export const getDb = () => 1;\n`,
        'lib/schedule/words.ts': "import { getDb } from '@/lib/server/db/index';\nexport const words = getDb;\n",
      }),
      /pure-code-imports-server: lib\/schedule\/words\.ts/,
    );
  });

  it('fails when product code imports the emulator, scripts, tests or a test runner', () => {
    const result = check({
      'lib/server/uses-emulator.ts': `${SERVER_ONLY}import { start } from '@/emulator/server';\nexport const x = start;\n`,
      'emulator/server.ts': 'export const start = () => 1;\n',
      'lib/contract/uses-vitest.ts': "import { expect } from 'vitest';\nexport const y = expect;\n",
    });
    expectBreach(result, /product-imports-tooling: lib\/server\/uses-emulator\.ts/);
    expect(result.output).toMatch(/product-imports-tooling: lib\/contract\/uses-vitest\.ts/);
  });

  it('fails when a page wires the database itself, or lib/ imports components/', () => {
    const result = check({
      'app/settings/page.tsx': "import { getDb } from '@/lib/server/db';\nexport default function Page() { return getDb(); }\n",
      'lib/server/db/index.ts': `${SERVER_ONLY}export const getDb = () => 1;\n`,
      'lib/settings/summary.ts': "import type { Props } from '@/components/settings/banner';\nexport const summary = (p: Props) => p;\n",
      'components/settings/banner.tsx': 'export type Props = { a: number };\n',
    });
    expectBreach(result, /page-wires-services: app\/settings\/page\.tsx/);
    expect(result.output).toMatch(/lib-imports-components: lib\/settings\/summary\.ts/);
  });

  it('fails when the service client imports anything beyond its allow-list (audit, the database handle)', () => {
    const result = check({
      'lib/server/upstream/token-store.ts': `${SERVER_ONLY}import { recordAudit } from '@/lib/server/audit-trail/record-audit';\nimport { getDb } from '@/lib/server/db/index';\nimport { clean } from '@/lib/contract/clean';\nexport const store = () => recordAudit(getDb() + clean);\n`,
      'lib/server/audit-trail/record-audit.ts': `${SERVER_ONLY}export const recordAudit = (x: unknown) => x;\n`,
      'lib/server/db/index.ts': `${SERVER_ONLY}export const getDb = () => 1;\n`,
    });
    expectBreach(result, /client-imports-beyond-its-allow-list: lib\/server\/upstream\/token-store\.ts → lib\/server\/audit-trail\/record-audit\.ts/);
    expect(result.output).toMatch(/client-imports-beyond-its-allow-list: lib\/server\/upstream\/token-store\.ts → lib\/server\/db\/index\.ts/);
    expect(result.output).not.toMatch(/→ lib\/contract\/clean\.ts/);
  });

  it('fails when a feature reaches inside another (type-only imports included), but not through its surface', () => {
    const result = check({
      ...cleanProject,
      'components/roster/inner.tsx': "import { Board } from '@/components/schedule/board';\nimport type { itemWord } from '@/lib/schedule/item-words';\nexport const Inner = (w: typeof itemWord) => Board(w(1));\n",
    });
    expectBreach(result, /feature-reaches-inside-another: components\/roster\/inner\.tsx → components\/schedule\/board\.tsx/);
    expect(result.output).toMatch(/feature-reaches-inside-another: components\/roster\/inner\.tsx → lib\/schedule\/item-words\.ts/);
    expect(result.output).not.toMatch(/components\/roster\/grid\.tsx/);
  });

  it('fails when a page reaches inside a feature', () => {
    expectBreach(
      check({ ...cleanProject, 'app/print/page.tsx': "import { readWeek } from '@/lib/schedule/server/read-week';\nexport default async function Page() { return readWeek(); }\n" }),
      /route-reaches-inside-a-feature: app\/print\/page\.tsx → lib\/schedule\/server\/read-week\.ts/,
    );
  });

  it('fails when a shared folder imports a feature, even through its surface', () => {
    const result = check({
      ...cleanProject,
      'lib/server/access/scope.ts': `${SERVER_ONLY}import { readWeek } from '@/lib/schedule/server';\nexport const scope = readWeek;\n`,
      'components/ui/week.tsx': "import { Board } from '@/components/schedule';\nexport const Week = Board;\n",
    });
    expectBreach(result, /shared-imports-feature: lib\/server\/access\/scope\.ts → lib\/schedule\/server\/index\.ts/);
    expect(result.output).toMatch(/shared-imports-feature: components\/ui\/week\.tsx → components\/schedule\/index\.ts/);
  });

  it('fails when e2e imports scripts, or scripts import e2e (what both use lives in test/support)', () => {
    const result = check({
      ...cleanProject,
      'scripts/load/run-load.ts': 'export const runLoad = () => 1;\n',
      'e2e/load.spec.ts': "import { runLoad } from '../scripts/load/run-load';\nexport const x = runLoad;\n",
      'e2e/support/roles.ts': "export const demoPassword = 'p';\n",
      'scripts/bench/p1.ts': "import type { demoPassword } from '@/e2e/support/roles';\nexport const x: typeof demoPassword = 'p';\n",
    });
    expectBreach(result, /e2e-imports-scripts: e2e\/load\.spec\.ts → scripts\/load\/run-load\.ts/);
    expect(result.output).toMatch(/scripts-import-e2e: scripts\/bench\/p1\.ts → e2e\/support\/roles\.ts/);
    expect(result.output).not.toMatch(/e2e\/roles\.spec\.ts|scripts\/load\/main\.ts/);
  });

  it('fails when test/support imports e2e or scripts', () => {
    const result = check({
      ...cleanProject,
      'scripts/postgres/throwaway-postgres.ts': 'export const adminQuery = () => 1;\n',
      'e2e/support/servers.ts': 'export const E2E_APP_URL = "http://127.0.0.1:3001";\n',
      'test/support/postgres-for-file.ts': "import { adminQuery } from '@/scripts/postgres/throwaway-postgres';\nimport { E2E_APP_URL } from '../../e2e/support/servers';\nexport const x = [adminQuery, E2E_APP_URL];\n",
    });
    expectBreach(result, /test-support-imports-tooling: test\/support\/postgres-for-file\.ts → scripts\/postgres\/throwaway-postgres\.ts/);
    expect(result.output).toMatch(/test-support-imports-tooling: test\/support\/postgres-for-file\.ts → e2e\/support\/servers\.ts/);
  });

  it('fails when a unit test (a *.test.ts anywhere, or test/) imports e2e or scripts, not when a test in scripts/ tests its script', () => {
    const result = check({
      ...cleanProject,
      'scripts/postgres/throwaway-postgres.ts': 'export const adminQuery = () => 1;\n',
      'e2e/support/roles.ts': "export const demoPassword = 'p';\n",
      'lib/server/audit-trail/append-only.test.ts': "import { adminQuery } from '@/scripts/postgres/throwaway-postgres';\nexport const x = adminQuery;\n",
      'test/postgres-global-setup.ts': "import { adminQuery } from '../scripts/postgres/throwaway-postgres';\nexport default adminQuery;\n",
      'emulator/test/seeds.test.ts': "import { demoPassword } from '@/e2e/support/roles';\nexport const x = demoPassword;\n",
    });
    expectBreach(result, /unit-test-imports-tooling: lib\/server\/audit-trail\/append-only\.test\.ts → scripts\/postgres\/throwaway-postgres\.ts/);
    expect(result.output).toMatch(/unit-test-imports-tooling: test\/postgres-global-setup\.ts → scripts\/postgres\/throwaway-postgres\.ts/);
    expect(result.output).toMatch(/unit-test-imports-tooling: emulator\/test\/seeds\.test\.ts → e2e\/support\/roles\.ts/);
    expect(result.output).not.toMatch(/scripts\/bench\/stats\.test\.ts/);
  });

  it('fails on a server file that does not start with server-only', () => {
    expectBreach(check({ ...cleanProject, 'lib/schedule/server/forgot.ts': 'export const forgot = 1;\n' }), /server-file-without-server-only: lib\/schedule\/server\/forgot\.ts/);
  });
});
