// The layer check (run by `npm run lint`): the architecture in docs/architecture.md, as rules that
// fail the build. Type-only imports count too: a type flowing the wrong way is a knot as well.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const TEST_FILE = '\\.(test|spec)\\.tsx?$';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Files that start with 'use client' (they run in the browser), found afresh on every run. */
function clientFiles(root) {
  const found = [];
  const walk = (dir) => {
    let entries = [];
    try {
      entries = readdirSync(path.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && /^\s*['"]use client['"]/.test(readFileSync(path.join(root, relative), 'utf8'))) found.push(relative);
    }
  };
  for (const top of ['app', 'components', 'lib']) walk(top);
  return found;
}

const browserCode = ['^components/', ...clientFiles(process.cwd()).map((file) => `^${escape(file)}$`)];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle knots layers together: break it by passing the dependency in (see docs/architecture.md).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-code-imports-server',
      comment: 'components/ and every "use client" file run in the browser: lib/server holds the token and secrets.',
      severity: 'error',
      from: { path: browserCode },
      to: { path: '^lib/server/' },
    },
    {
      name: 'product-imports-tooling',
      comment: 'The product (app/, components/, lib/, proxy.ts) never imports the emulator, scripts, tests or a test runner.',
      severity: 'error',
      from: { path: '^(app|components|lib)/|^proxy\\.ts$', pathNot: TEST_FILE },
      to: { path: ['^(emulator|scripts|e2e|test)/', '(^|/)node_modules/(vitest|@vitest|@playwright|playwright|playwright-core|fast-check)/'] },
    },
    {
      name: 'page-wires-services',
      comment: 'Pages and route handlers read through lib/server/<feature> page reads, never the database or the service client.',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^lib/server/(db|upstream)(/|\\.ts$)' },
    },
    {
      name: 'client-imports-upper-layers',
      comment: 'The service client (lib/server/upstream) sits below the features, access and audit: what it needs from them (a database, an audit writer) is passed in (lib/server/service-connection.ts wires it).',
      severity: 'error',
      from: { path: '^lib/server/upstream/', pathNot: TEST_FILE },
      to: { path: '^lib/server/(access|audit|auth|calendar|directory|members|messages|navigation|requests|settings|startup|service-connection)|^lib/server/db/(index|shared-database)\\.ts$' },
    },
    {
      name: 'server-imports-components',
      comment: 'lib/server is below the components: shared types live in lib/<feature>.',
      severity: 'error',
      from: { path: '^lib/server/' },
      to: { path: '^components/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.data|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
