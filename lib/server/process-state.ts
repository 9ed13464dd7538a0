import 'server-only';

/**
 * State that must exist once per process, kept on globalThis under a well-known symbol: Next's dev
 * server re-evaluates modules on every edit, and a second copy (a second PGlite on one folder, a
 * second token store with its own single-flight renewal) would silently diverge from the first.
 */
export function processState<T extends object>(name: string, create: () => T): T {
  const scope = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  const key = Symbol.for(`shiftdesk.${name}`);
  return (scope[key] ??= create());
}
