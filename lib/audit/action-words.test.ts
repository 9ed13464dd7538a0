import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionInWords, auditActionWords } from './action-words';

// Every action literal the server code can write ('group.verb' in quotes, outside tests and
// comments) must have words. Literals of that shape that are not actions are listed here, and SQL's
// `excluded.<column>` (an upsert's proposed row) is not one either.
const NOT_ACTIONS = new Set<string>(['template.name' /* a field path (lib/shift-templates) */]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function actionLiterals(): Set<string> {
  const found = new Set<string>();
  // Server code: lib/server and every feature's lib/<feature>/server.
  for (const file of sourceFiles(join(process.cwd(), 'lib')).filter((f) => /[\\/]server[\\/]/.test(f))) {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const match of code.matchAll(/['"`]([a-z_]+\.[a-z_]+)['"`]/g)) if (!NOT_ACTIONS.has(match[1]!) && !match[1]!.startsWith('excluded.')) found.add(match[1]!);
  }
  return found;
}

describe('audit actions in words', () => {
  it('has words for every action the server code writes', () => {
    const literals = actionLiterals();
    expect(literals.size).toBeGreaterThan(20); // the scan found the actions, not nothing
    expect([...literals].filter((action) => !(action in auditActionWords)).sort()).toEqual([]);
  });
  it('says a move in words and falls back to the code for an unknown action', () => {
    expect(auditActionInWords('calendar_item.moved')).toBe('Moved a calendar item');
    expect(auditActionInWords('something.new')).toBe('something.new');
    expect(auditActionInWords('toString')).toBe('toString');
  });
});
