// What the token chaos tests and their worker processes say to each other over IPC.

export interface WorkerSettings {
  emulatorUrl: string;
  /** A PostgreSQL URL; without it, the PGlite folder. */
  databaseUrl?: string;
  pgliteDir?: string;
  keyHex: string;
  clientId: string;
  clientSecret: string;
  /** Stop for good once the service answered a renewal, before the commit (to be killed there). */
  pauseAfterRenewal?: boolean;
}

export type WorkerCommand =
  | { type: 'adopt'; token: string; expiresAt: number; issuedAt: number }
  | { type: 'requests'; count: number; enterpriseId: string };

export type WorkerEvent =
  | { type: 'ready' }
  | { type: 'adopted' }
  | { type: 'renewal-answered' }
  /** `token`: a fingerprint of the token the worker holds afterwards, to compare workers. */
  | { type: 'requests-done'; ok: number; failures: string[]; ms: number; token: string }
  | { type: 'error'; message: string };
