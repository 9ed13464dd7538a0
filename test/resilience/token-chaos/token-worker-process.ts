import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WorkerCommand, WorkerEvent, WorkerSettings } from './token-worker-protocol';

// The test's side of a token worker: a real child process (node + tsx, the dashboard's server
// code as `next start` resolves it), commands over IPC, and a real SIGKILL.

const workerFile = fileURLToPath(new URL('./token-worker.ts', import.meta.url));

type Done = Extract<WorkerEvent, { type: 'requests-done' }>;

export interface TokenWorker {
  adopt(token: string, expiresAt: number, issuedAt: number): Promise<void>;
  /** Fires `count` concurrent reads of the enterprise and reports how they went. */
  requests(count: number, enterpriseId: string): Promise<Done>;
  /** Resolves when the worker reports this event (e.g. 'renewal-answered'). */
  next(type: WorkerEvent['type']): Promise<WorkerEvent>;
  /** SIGKILL: no shutdown code runs, the open transaction dies with the connection. */
  kill(): Promise<void>;
  /** Ends the worker normally (it closes its database). */
  stop(): Promise<void>;
}

export async function startTokenWorker(settings: WorkerSettings): Promise<TokenWorker> {
  const child: ChildProcess = fork(workerFile, [], {
    execArgv: ['--import', 'tsx', '--conditions=react-server'],
    env: { ...process.env, TOKEN_WORKER_SETTINGS: JSON.stringify(settings) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = (type: WorkerEvent['type']) =>
    new Promise<WorkerEvent>((resolve, reject) => {
      const onMessage = (event: WorkerEvent) => {
        if (event.type === 'error') reject(new Error(`token worker: ${event.message}`));
        else if (event.type === type) resolve(event);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      void exited.then(() => reject(new Error(`token worker exited while waiting for ${type}`)));
    });
  const ask = <T extends WorkerEvent>(command: WorkerCommand, answer: T['type']) => {
    const reply = next(answer) as Promise<T>;
    child.send(command);
    return reply;
  };
  await next('ready');
  return {
    adopt: async (token, expiresAt, issuedAt) => void (await ask({ type: 'adopt', token, expiresAt, issuedAt }, 'adopted')),
    requests: (count, enterpriseId) => ask<Done>({ type: 'requests', count, enterpriseId }, 'requests-done'),
    next,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.disconnect();
      await exited;
    },
  };
}
