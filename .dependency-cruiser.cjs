// The layer check (run by `npm run lint`): the architecture in docs/architecture.md, as rules that
// fail the build. Type-only imports count too: a type flowing the wrong way is a knot as well.
// Folder-level cycles and `server-only` are checked beside it by scripts/layer-check.ts.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const TEST_FILE = '\\.(test|spec)\\.tsx?$';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Shared folders: used by every feature, never importing one (docs/architecture.md, "Folders").
const SHARED_LIB = ['contract', 'entry-points', 'env', 'http', 'identity', 'queries', 'security', 'server', 'time'];
const SHARED_COMPONENTS = ['queries', 'shell', 'ui'];

/** The folders under `top` that are features: every folder that is not shared, found afresh on every run. */
function featureFolders(root, top, shared) {
  try {
    return readdirSync(path.join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !shared.includes(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

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

const root = process.cwd();
const features = [...new Set([...featureFolders(root, 'lib', SHARED_LIB), ...featureFolders(root, 'components', SHARED_COMPONENTS)])];
const FEATURE = `(${features.map(escape).join('|') || '$^'})`;
const SERVER_CODE = '^lib/server/|^lib/[^/]+/server/';
// A feature's public surface: index.ts (pure or UI), server/index.ts (server), actions.ts (its
// server actions), queries.ts (its browser reads). Everything else in it is its own business.
const PUBLIC_SURFACE = `^(lib|components)/${FEATURE}/(index|actions|queries)\\.tsx?$|^lib/${FEATURE}/server/index\\.ts$`;
const SHARED = [`^lib/(${SHARED_LIB.join('|')})/`, '^lib/[^/]+\\.ts$', `^components/(${SHARED_COMPONENTS.join('|')})/`];
// Start-up runs every feature's start-up work on the app's services (docs/architecture.md, "Start-up").
const COMPOSITION_ROOT = '^lib/server/startup\\.ts$';
// Where the app asks for its services: pages, routes, instrumentation, scripts, and these in lib/
// (the composition root itself, start-up, and each feature's 'use server' file, an entry too).
const ENTRIES_IN_LIB = ['^lib/server/app/', COMPOSITION_ROOT, '^lib/[^/]+/actions\\.ts$'];
const browserCode = ['^components/', ...clientFiles(root).map((file) => `^${escape(file)}$`)];

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
      comment: 'components/ and every "use client" file run in the browser: server code (lib/server, lib/<feature>/server) holds the token and secrets.',
      severity: 'error',
      from: { path: browserCode },
      to: { path: SERVER_CODE },
    },
    {
      name: 'pure-code-imports-server',
      comment: 'Code outside a server folder is shared with the browser (schemas, words, views): it never imports server code. Only a feature\'s actions.ts (its "use server" file) bridges the two.',
      severity: 'error',
      from: { path: '^lib/', pathNot: [SERVER_CODE, '^lib/[^/]+/actions\\.ts$', TEST_FILE] },
      to: { path: SERVER_CODE },
    },
    {
      name: 'product-imports-tooling',
      comment: 'The product (app/, components/, lib/, proxy.ts) never imports the emulator, scripts, tests or a test runner.',
      severity: 'error',
      from: { path: '^(app|components|lib)/|^proxy\\.ts$', pathNot: TEST_FILE },
      to: { path: ['^(emulator|scripts|e2e|test)/', '(^|/)node_modules/(vitest|@vitest|@playwright|playwright|playwright-core|fast-check|@testing-library)/'] },
    },
    {
      name: 'e2e-imports-scripts',
      comment: 'e2e/ never imports scripts/: what both use lives in test/support/, the one shared test-support home.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'scripts-import-e2e',
      comment: 'scripts/ never imports e2e/: what both use lives in test/support/.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'test-support-imports-tooling',
      comment: 'test/support/ is below e2e/, scripts/ and the unit tests, which all build on it: it never imports e2e/ or scripts/.',
      severity: 'error',
      from: { path: '^test/support/' },
      to: { path: '^(e2e|scripts)/' },
    },
    {
      name: 'unit-test-imports-tooling',
      comment: 'Unit tests (*.test.ts(x) anywhere, test/) use test/support/, never e2e/ or scripts/ internals. A test beside a script in scripts/ tests that script.',
      severity: 'error',
      from: { path: ['\\.test\\.tsx?$', '^test/'], pathNot: ['^test/support/', '^scripts/'] },
      to: { path: '^(e2e|scripts)/' },
    },
    {
      name: 'page-wires-services',
      comment: 'Pages and route handlers read through a feature\'s server surface, never the database or the service client.',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^lib/server/(db|upstream)(/|\\.ts$)' },
    },
    {
      name: 'client-imports-beyond-its-allow-list',
      comment: 'The service client (lib/server/upstream) is a library below everything else: it imports only the contract, time, errors, the database schema and types, the secret box and the logger. What it needs beyond that (a database handle, an audit writer) is passed in (lib/server/app/compose-app.ts wires it).',
      severity: 'error',
      from: { path: '^lib/server/upstream/', pathNot: TEST_FILE },
      to: {
        pathNot: [
          '^lib/server/upstream/',
          '^lib/server/db/(schema|types)(/|\\.ts$)',
          '^lib/server/(crypto|log)/',
          '^lib/(contract|time)/',
          '^lib/(errors|field-errors|poll-intervals)\\.ts$',
          '(^|/)node_modules/',
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'lib-imports-components',
      comment: 'lib/ is below the components: shared types live in lib/<feature>.',
      severity: 'error',
      from: { path: '^lib/', pathNot: TEST_FILE },
      to: { path: '^components/' },
    },
    {
      name: 'feature-reaches-inside-another',
      comment: 'A feature reaches another only through its public surface (index.ts, server/index.ts, actions.ts, queries.ts), so its insides can change freely.',
      severity: 'error',
      from: { path: `^(lib|components)/${FEATURE}/`, pathNot: TEST_FILE },
      to: { path: `^(lib|components)/${FEATURE}/`, pathNot: [`^(lib|components)/$2/`, PUBLIC_SURFACE] },
    },
    {
      name: 'route-reaches-inside-a-feature',
      comment: 'Pages, layouts and route handlers use a feature through its public surface too.',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: `^(lib|components)/${FEATURE}/`, pathNot: PUBLIC_SURFACE },
    },
    {
      name: 'code-asks-for-the-app',
      comment: 'Only entries (pages, routes, a feature\'s actions.ts, start-up) ask the composition root (lib/server/app) for the app\'s services; everything they call receives them as a parameter.',
      severity: 'error',
      from: { path: '^(lib|components)/', pathNot: [...ENTRIES_IN_LIB, TEST_FILE] },
      to: { path: '^lib/server/app/' },
    },
    {
      name: 'feature-keeps-process-state',
      comment: 'A feature keeps nothing process-wide: what outlives a request hangs off the services it was given (lib/server/access/per-services.ts), so a test\'s own composition gets its own.',
      severity: 'error',
      from: { path: `^(lib|components)/${FEATURE}/`, pathNot: TEST_FILE },
      to: { path: '^lib/server/process-state\\.ts$' },
    },
    {
      name: 'shared-imports-feature',
      comment: 'Shared folders (the contract, time, the access pipeline, the service client, db, log, components/ui …) never import a feature: features build on them. Only the composition root wires features together.',
      severity: 'error',
      from: { path: SHARED, pathNot: [TEST_FILE, COMPOSITION_ROOT] },
      to: { path: `^(lib|components)/${FEATURE}/` },
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
