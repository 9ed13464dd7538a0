import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtServerActions } from '@/test/support/server-actions';
import type { ActionTarget } from './action-targets';
import type { RouteTarget } from './route-targets';

// What the fuzzer would silently skip: a server action in the build or a route handler's method in
// app/api with no target. A new action or route must come with its hostile inputs.

export function actionsWithoutTarget(targets: readonly ActionTarget[]): string[] {
  const targeted = new Set(targets.map((t) => `${t.file}#${t.name}`));
  return builtServerActions()
    .map((a) => `${a.filename}#${a.exportedName}`)
    .filter((key) => !targeted.has(key));
}

const METHOD_EXPORT = /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g;

export function routesWithoutTarget(targets: readonly RouteTarget[]): string[] {
  const targeted = new Set(targets.map((t) => t.name));
  return routeFiles('app/api').flatMap((file) => {
    const route = `/${path.dirname(file).replace(/^app\//, '')}`;
    return [...readFileSync(file, 'utf8').matchAll(METHOD_EXPORT)].map((m) => `${m[1]} ${route}`).filter((name) => !targeted.has(name));
  });
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}
