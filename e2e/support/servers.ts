// Ports and settings of the servers the end-to-end suite starts: its own emulators and its own
// dashboards with their own PGlite folders, so a running demo or dev server is never disturbed.
//
// Lanes: the suite runs E2E_LANES workers side by side (2 by default: this machine's cores), and
// each worker has a lane of its own: an emulator, an OpenID provider and a dashboard on a database
// of its own, so tests that change the service's state never meet. A worker's lane is its
// Playwright parallel index (kept by the worker that replaces a failed one); the config, which runs
// outside any worker, starts every lane. Lane n's ports are lane 0's plus 10·n, which leaves each
// lane the room its extra dashboards take (the lane's dashboard port +1 to +6).

export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));
const LANE_STRIDE = 10;
const BASE_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 4011);
const BASE_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3001);

export type Lane = {
  index: number;
  emulatorPort: number;
  emulatorUrl: string;
  appPort: number;
  appUrl: string;
  dataDir: string;
  oidcPort: number;
  oidcUrl: string;
  oidcAppPort: number;
  oidcAppUrl: string;
};

export function laneOf(index: number): Lane {
  const offset = index * LANE_STRIDE;
  const emulatorPort = BASE_EMULATOR_PORT + offset;
  const appPort = BASE_APP_PORT + offset;
  // The local OpenID provider (scripts/oidc-provider/) and the dashboard instance the company
  // sign-in spec starts against it (LOCAL_SIGN_IN=0). (Not +4: 4015 would do, but 4045, next to a
  // helper's emulator on 4041, is one of the ports browsers and fetch refuse.)
  const oidcPort = Number(process.env.E2E_OIDC_PORT ?? BASE_EMULATOR_PORT + 5) + offset;
  const oidcAppPort = Number(process.env.E2E_OIDC_APP_PORT ?? BASE_APP_PORT + 3) + offset;
  return {
    index,
    emulatorPort,
    emulatorUrl: `http://127.0.0.1:${emulatorPort}`,
    appPort,
    appUrl: `http://127.0.0.1:${appPort}`,
    dataDir: `.data/e2e-lane-${index}`,
    oidcPort,
    oidcUrl: `http://127.0.0.1:${oidcPort}`,
    oidcAppPort,
    oidcAppUrl: `http://127.0.0.1:${oidcAppPort}`,
  };
}

export const allLanes = (): Lane[] => Array.from({ length: E2E_LANES }, (_, index) => laneOf(index));

/** This worker's lane (lane 0 outside a worker). */
export const currentLane = laneOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_LANES);

export const E2E_EMULATOR_PORT = currentLane.emulatorPort;
export const E2E_APP_PORT = currentLane.appPort;
export const E2E_EMULATOR_URL = currentLane.emulatorUrl;
export const E2E_APP_URL = currentLane.appUrl;
export const E2E_DATA_DIR = currentLane.dataDir;
export const E2E_OIDC_PORT = currentLane.oidcPort;
export const E2E_OIDC_URL = currentLane.oidcUrl;
export const E2E_OIDC_APP_PORT = currentLane.oidcAppPort;
export const E2E_OIDC_APP_URL = currentLane.oidcAppUrl;
// A fixed key for the throwaway e2e database only; real deployments set their own.
export const E2E_TOKEN_KEY = '0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e';
export const E2E_OIDC_CLIENT = { id: 'shiftdesk-e2e', secret: 'e2e-oidc-client-secret' };
/** Settings every dashboard the suite starts runs with: copies wait out a 20 s lease after a stop, not 2 minutes (copy-restart.spec.ts). */
export const E2E_APP_ENV = { COPY_LEASE_SECONDS: '20' };

/**
 * `next start`'s options for every dashboard the specs start. Node closes a kept-alive socket
 * after 5 s idle while Playwright's request client may pick it for the next call: on a loaded
 * machine the two cross and a call dies with ECONNRESET (seen in the fuzz spec). The server keeps
 * idle sockets longer than any client here holds one.
 */
export const NEXT_START_OPTIONS = ['--keepAliveTimeout', '65000'];
