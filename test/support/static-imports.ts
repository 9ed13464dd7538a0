import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The modules a file pulls in at run time, followed through the repository's own files (`@/` and
// relative paths; `import type` and `export type` left out, as the bundler leaves them out). For
// tests that keep heavy packages off pages that never use them.

const root = path.resolve(import.meta.dirname, '../..');
const IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((file) => existsSync(file) && !file.endsWith('.css') && path.extname(file)) ?? null;
}

/** The packages (bare specifiers) reached from `file` (a path from the repository's root). */
export function packagesReachedFrom(file: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (absolute: string) => {
    if (seen.has(absolute)) return;
    seen.add(absolute);
    for (const [, specifier] of readFileSync(absolute, 'utf8').matchAll(IMPORT)) {
      const local = resolve(absolute, specifier!);
      if (local) visit(local);
      else if (!specifier!.startsWith('.') && !specifier!.startsWith('@/')) packages.add(specifier!);
    }
  };
  visit(path.join(root, file));
  return packages;
}
