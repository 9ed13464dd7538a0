import 'server-only';
import type { AppServices } from './services';

/**
 * A feature's long-lived helper (a look-up pool, a cache of answers) made once per composition of
 * the app, on first use, from its services: the process gets one, a test's own composition its own,
 * and nothing outlives the services it was built on.
 */
export function perServices<T>(make: (services: AppServices) => T): (services: AppServices) => T {
  const made = new WeakMap<AppServices, T>();
  return (services) => {
    if (!made.has(services)) made.set(services, make(services));
    return made.get(services)!;
  };
}
