import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createEmulator, type Emulator } from './app';
import type { SeedName } from './state/types';

// Runs the emulator as a real HTTP server. Used by `npm run emulator` and, in-process, by other
// test suites: keep this API stable.

export interface StartEmulatorOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  host?: string;
  seed?: SeedName;
  activity?: boolean;
  now?: () => number;
  morning?: boolean;
}

export interface RunningEmulator {
  url: string;
  port: number;
  close(): Promise<void>;
  /** The in-memory emulator behind the server, for tests that want to look at state directly. */
  emulator: Emulator;
}

export function startEmulator(opts: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const emulator = createEmulator({ seed: opts.seed, activity: opts.activity, now: opts.now, morning: opts.morning });
  const host = opts.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    // overrideGlobalObjects: false keeps the process's global Request/Response untouched, since
    // other code (the dashboard's tests) runs in the same process.
    const server = serve({ fetch: emulator.app.fetch, port: opts.port ?? 0, hostname: host, overrideGlobalObjects: false }, (info: AddressInfo) => {
      const urlHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${urlHost}:${info.port}`,
        port: info.port,
        emulator,
        close: () =>
          new Promise<void>((done) => {
            emulator.dispose();
            (server as Server).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    }) as Server;
    // Node closes an idle kept-alive socket after 5 s, fetch reuses one for 4 s: on a loaded machine
    // a request sent on a socket the server is just closing dies with ECONNRESET (seen in the unit
    // suite). Idle gaps of a minute are rare between a test's calls; gaps of 4-5 s are not.
    server.keepAliveTimeout = 60_000;
    server.once('error', reject);
  });
}
