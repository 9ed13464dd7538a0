import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The layer check that `npm run lint` runs (.dependency-cruiser.cjs) must fail on each thing it
// forbids. Each case builds a small throwaway project that breaks one rule, cruises it with the
// project's own configuration, and expects that rule by name; a clean project must pass.

const repo = process.cwd();
const cli = path.join(repo, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const cleanBase = {
  'app/layout.tsx': "export default function Layout() { return null; }\n",
  'components/empty.tsx': 'export const Empty = () => null;\n',
  'lib/clean.ts': 'export const clean = 1;\n',
};

function cruise(files: Record<string, string>): { code: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shiftdesk-layers-'));
  made.push(dir);
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const tsconfig = { compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', paths: { '@/*': ['./*'] } } };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [file, text] of Object.entries({ ...cleanBase, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync(process.execPath, [cli, '--config', path.join(repo, '.dependency-cruiser.cjs'), '--output-type', 'err', 'app', 'components', 'lib'], { cwd: dir, encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the layer check', () => {
  it('passes a project that keeps the layers, test files included', () => {
    const result = cruise({
      'app/page.tsx': "import { readPage } from '@/lib/server/feature/read-page';\nexport default async function Page() { return readPage(); }\n",
      'lib/server/feature/read-page.ts': "import { getDb } from '@/lib/server/db/index';\nexport const readPage = () => getDb();\n",
      'lib/server/db/index.ts': 'export const getDb = () => 1;\n',
      'lib/server/feature/read-page.test.ts': "import { harness } from '@/test/support/harness';\nimport { it } from 'vitest';\nit('runs', () => harness());\n",
      'test/support/harness.ts': "import { start } from '@/emulator/server';\nexport const harness = () => start();\n",
      'emulator/server.ts': 'export const start = () => 1;\n',
      'components/badge.tsx': "'use client';\nimport { clean } from '@/lib/clean';\nexport const Badge = () => clean;\n",
    });
    expect(result.output).not.toContain('error');
    expect(result.code).toBe(0);
  });

  it('fails on an import cycle, type-only imports included', () => {
    const result = cruise({
      'lib/server/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'lib/server/b.ts': "import type { Shape } from './a-types';\nexport const b: Shape = 1;\n",
      'lib/server/a-types.ts': "import { a } from './a';\nexport type Shape = ReturnType<typeof a> | number;\n",
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('no-cycle');
  });

  it('fails when browser code imports lib/server: components/, and a "use client" file anywhere', () => {
    const server = { 'lib/server/secret.ts': 'export const token = "t";\n' };
    const fromComponent = cruise({ ...server, 'components/panel.tsx': "import { token } from '@/lib/server/secret';\nexport const Panel = () => token;\n" });
    expect(fromComponent.output).toMatch(/browser-code-imports-server: components\/panel\.tsx/);
    const fromClientFile = cruise({ ...server, 'app/error.tsx': "'use client';\nimport { token } from '@/lib/server/secret';\nexport default function E() { return token; }\n" });
    expect(fromClientFile.output).toMatch(/browser-code-imports-server: app\/error\.tsx/);
    expect(fromClientFile.code).not.toBe(0);
  });

  it('fails when product code imports the emulator, scripts, tests or a test runner', () => {
    const result = cruise({
      'lib/server/uses-emulator.ts': "import { start } from '@/emulator/server';\nexport const x = start;\n",
      'emulator/server.ts': 'export const start = () => 1;\n',
      'lib/uses-vitest.ts': "import { expect } from 'vitest';\nexport const y = expect;\n",
    });
    expect(result.output).toMatch(/product-imports-tooling: lib\/server\/uses-emulator\.ts/);
    expect(result.output).toMatch(/product-imports-tooling: lib\/uses-vitest\.ts/);
  });

  it('fails when a page wires the database or the service client itself, or lib/server imports components/', () => {
    const result = cruise({
      'app/settings/page.tsx': "import { getDb } from '@/lib/server/db';\nexport default function Page() { return getDb(); }\n",
      'lib/server/db/index.ts': 'export const getDb = () => 1;\n',
      'lib/server/summary.ts': "import type { Props } from '@/components/banner';\nexport const summary = (p: Props) => p;\n",
      'components/banner.tsx': 'export type Props = { a: number };\n',
    });
    expect(result.output).toMatch(/page-wires-services: app\/settings\/page\.tsx/);
    expect(result.output).toMatch(/server-imports-components: lib\/server\/summary\.ts/);
  });

  it('fails when the service client imports a layer above it (audit, the database handle)', () => {
    const result = cruise({
      'lib/server/upstream/token-store.ts': "import { recordAudit } from '@/lib/server/audit-trail/record-audit';\nimport { getDb } from '@/lib/server/db/index';\nexport const store = () => recordAudit(getDb());\n",
      'lib/server/audit-trail/record-audit.ts': 'export const recordAudit = (x: unknown) => x;\n',
      'lib/server/db/index.ts': 'export const getDb = () => 1;\n',
    });
    expect(result.output).toMatch(/client-imports-upper-layers: lib\/server\/upstream\/token-store\.ts → lib\/server\/audit\/record-audit\.ts/);
    expect(result.output).toMatch(/client-imports-upper-layers: lib\/server\/upstream\/token-store\.ts → lib\/server\/db\/index\.ts/);
  });
});
