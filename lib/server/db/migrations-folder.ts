import 'server-only';
import path from 'node:path';

/**
 * Where the committed migrations live. Resolved from the working directory (the project root for
 * `next start`, `next dev`, vitest and the CLI) because bundling moves this file's own location.
 */
export function migrationsFolder(): string {
  return path.join(process.cwd(), 'lib', 'server', 'db', 'migrations');
}
