import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { hasHeading, missingPaths, pathMentions, sectionMentions } from './support/repository-paths';

// Every repository path named in a comment, the README or docs/ must exist: a moved file leaves
// its old name behind in prose, and nothing else notices.

const root = join(import.meta.dirname, '..');
const codeFolders = ['app', 'components', 'lib', 'e2e', 'scripts', 'test', 'emulator'];
const codeFiles = ['proxy.ts', 'instrumentation.ts', '.dependency-cruiser.cjs'];
const codeExtension = /\.(ts|tsx|cjs|mjs|js)$/;

function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => !path.includes('node_modules') && keep(path) && statSync(join(root, path)).isFile());
}

/** The comments of a code file, each line with its number (TypeScript's parser: strings and templates are not comments). */
function commentLines(path: string, text: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const seen = new Set<number>();
  const found: Array<{ line: number; text: string }> = [];
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const first = source.getLineAndCharacterOfPosition(range.pos).line;
      text
        .slice(range.pos, range.end)
        .split('\n')
        .forEach((commentLine, index) => found.push({ line: first + index + 1, text: commentLine }));
    }
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return found;
}

const proseByFile = new Map<string, Array<{ line: number; text: string }>>();

/** A code file's comments, or every line of a Markdown page; parsed once per file. */
function proseLines(path: string): Array<{ line: number; text: string }> {
  if (!proseByFile.has(path)) {
    const text = readFileSync(join(root, path), 'utf8');
    proseByFile.set(
      path,
      codeExtension.test(path)
        ? commentLines(path, text)
        : text.split('\n').map((line, index) => ({ line: index + 1, text: line })),
    );
  }
  return proseByFile.get(path)!;
}

function mentionsIn(path: string): Array<{ where: string; path: string }> {
  return proseLines(path).flatMap(({ line, text }) =>
    pathMentions(text).map((mention) => ({ where: `${path}:${line}`, path: mention })),
  );
}

/** Pointers like `docs/architecture.md, "Start-up"` whose page has no such heading. */
function missingSections(path: string): string[] {
  return proseLines(path).flatMap(({ line, text }) =>
    sectionMentions(text)
      .filter(({ page }) => existsSync(join(root, page)))
      .filter(({ page, section }) => !hasHeading(readFileSync(join(root, page), 'utf8'), section))
      .map(({ page, section }) => `${path}:${line}: ${page}, "${section}"`),
  );
}

describe('repository paths named in comments and docs', () => {
  const documents = [
    'README.md',
    ...filesUnder('docs', (path) => path.endsWith('.md')),
    'scripts/bench/README.md',
    'emulator/README.md',
  ];
  const code = [
    ...codeFolders.flatMap((folder) => filesUnder(folder, (path) => codeExtension.test(path))),
    ...codeFiles,
  ].filter((path) => path !== relative(root, import.meta.filename));

  it('all exist', () => {
    const mentions = [...documents, ...code].flatMap(mentionsIn);
    expect(mentions.length).toBeGreaterThan(100);
    const missing = missingPaths(root, mentions);
    expect(missing.map(({ where, path }) => `${where}: ${path}`)).toEqual([]);
  });

  it('point at sections that exist', () => {
    expect([...documents, ...code].flatMap(missingSections)).toEqual([]);
  });

  it('catches a section that does not exist', () => {
    const [pointer] = sectionMentions('(docs/architecture.md, "Start-up") and (`scripts/bench/README.md`, "Gone")');
    expect(pointer).toEqual({ page: 'docs/architecture.md', section: 'Start-up' });
    const markdown = readFileSync(join(root, 'scripts/bench/README.md'), 'utf8');
    expect(hasHeading(markdown, 'Memory breakdown')).toBe(true);
    expect(hasHeading(markdown, 'Gone')).toBe(false);
  });

  it('catches a path that does not exist', () => {
    const mentions = pathMentions('see `lib/schedule/server/no-such-file.ts` and lib/made-up/ and docs/gone.md');
    expect(mentions).toEqual(['lib/schedule/server/no-such-file.ts', 'lib/made-up/', 'docs/gone.md']);
    expect(missingPaths(root, mentions.map((path) => ({ where: 'x', path }))).map(({ path }) => path)).toEqual(mentions);
  });

  it('resolves placeholders, globs, folders and line suffixes', () => {
    const mentions = pathMentions(
      'lib/<feature>/server/, lib/staffing/server/decision-*.ts, lib/server/access/, ' +
        'lib/env.ts:12, `app/(dashboard)/page.tsx`, app/api/organizations/[organizationId]/export/route.ts.',
    );
    expect(mentions).toEqual([
      'lib/staffing/server/decision-*.ts',
      'lib/server/access/',
      'lib/env.ts',
      'app/(dashboard)/page.tsx',
      'app/api/organizations/[organizationId]/export/route.ts',
    ]);
    expect(missingPaths(root, mentions.map((path) => ({ where: 'x', path })))).toEqual([]);
  });
});
