import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Finds repository paths in prose (a comment, a README line) and tells which of them are missing.

const topFolders = ['app', 'components', 'lib', 'e2e', 'scripts', 'test', 'emulator', 'docs', 'patches'];
// A top folder, not inside a longer word, a URL or another path (the import alias's `@/` prefix is allowed).
const mention = new RegExp(
  String.raw`(?<![\w.\-/])(?:@/)?((?:${topFolders.join('|')})/[\w.\-/()\[\]<>*+@…]*)`,
  'g',
);

/** The paths a line names, trimmed of sentence punctuation and line numbers; placeholders left out. */
export function pathMentions(line: string): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(mention)) {
    let path = match[1]!;
    path = path.replace(/:\d+$/, '');
    // A closing bracket that closes the sentence's, not the path's own (`(lib/env.ts)`).
    while (/[.,:;)\]]$/.test(path)) {
      const last = path.at(-1)!;
      const open = last === ')' ? '(' : last === ']' ? '[' : null;
      if (open && count(path, open) >= count(path, last)) break;
      path = path.slice(0, -1);
    }
    // `lib/<feature>/`, `lib/…/x.ts`: a shape, not a path.
    if (/[<>…]/.test(path)) continue;
    found.push(path);
  }
  return found;
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** Whether a path (a file, a folder, a module specifier without its extension, a `*` glob) exists. */
export function pathExists(root: string, path: string): boolean {
  const segments = path.replace(/\/$/, '').split('/');
  return matches(root, segments).length > 0;
}

const moduleEndings = ['', '.ts', '.tsx', '/index.ts'];

function matches(folder: string, segments: string[]): string[] {
  if (segments.length === 0) return [folder];
  const [segment, ...rest] = segments as [string, ...string[]];
  if (!segment.includes('*')) {
    const endings = rest.length === 0 ? moduleEndings : [''];
    const here = endings.map((ending) => join(folder, segment + ending)).filter((candidate) => existsSync(candidate));
    return here.flatMap((candidate) => (rest.length === 0 ? [candidate] : matches(candidate, rest)));
  }
  if (!isFolder(folder)) return [];
  if (segment === '**') {
    return [
      ...matches(folder, rest),
      ...readdirSync(folder).flatMap((name) => (isFolder(join(folder, name)) ? matches(join(folder, name), segments) : [])),
    ];
  }
  const glob = new RegExp(`^${segment.split('*').map(escapeRegExp).join('.*')}$`);
  return readdirSync(folder)
    .filter((name) => glob.test(name))
    .flatMap((name) => matches(join(folder, name), rest));
}

function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

export function missingPaths<T extends { path: string }>(root: string, mentions: T[]): T[] {
  return mentions.filter(({ path }) => !pathExists(root, path));
}

// `<page>.md, "Heading"`: a pointer to a section of a Markdown page.
const sectionPointer = /((?:[\w.\-/]+\/)?(?:README|[\w-]+)\.md)`?,? "([^"]+)"/g;

/** The sections a line points at, as the page's path and the heading's words. */
export function sectionMentions(line: string): Array<{ page: string; section: string }> {
  return [...line.matchAll(sectionPointer)].map((match) => ({ page: match[1]!, section: match[2]! }));
}

/** Whether the Markdown text has a heading holding those words. */
export function hasHeading(markdown: string, section: string): boolean {
  return markdown.split('\n').some((line) => /^#+ /.test(line) && line.toLowerCase().includes(section.toLowerCase()));
}
