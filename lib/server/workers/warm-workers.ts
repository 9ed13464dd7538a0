import 'server-only';
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';

// CPU-bound work off the request thread: one worker per script, started on first use, kept warm
// between jobs (its start, a WebAssembly solver's load, costs more than many jobs), one job at a
// time (the work blocks the worker), the rest queued, ended after `idleMs` without work. Built
// once per composition of the app (compose-app.ts); a feature hands in its own script.
//
// A child process at the lowest CPU priority rather than a thread: on a machine with few cores the
// solver then takes only the CPU the server's requests leave (a thread shares the server's
// priority, and the schedule's reads slowed 2x while it solved).
//
// Protocol (IPC): the parent sends { id, data }; the worker answers { id, type: 'progress',
// progress } any number of times, then { id, type: 'done', result } or { id, type: 'error', message }.

export type WorkerScript = { url: URL; execArgv?: string[] };
export type JobOptions = { onProgress?: (progress: unknown) => void; /** Ends the worker (it is stuck) and refuses the job after this long. */ stopAfterMs: number };
export type WarmWorkers = {
  run(script: WorkerScript, data: unknown, options: JobOptions): Promise<unknown>;
  /** Ends every worker and refuses what is queued. */
  close(): Promise<void>;
};

type Job = { id: number; data: unknown; options: JobOptions; resolve: (result: unknown) => void; reject: (error: Error) => void };
type WorkerMessage = { id: number } & ({ type: 'progress'; progress: unknown } | { type: 'done'; result: unknown } | { type: 'error'; message: string });

function warmWorker(script: WorkerScript, idleMs: number) {
  let worker: ChildProcess | null = null;
  let current: { job: Job; stop: NodeJS.Timeout } | null = null;
  let idle: NodeJS.Timeout | null = null;
  const queue: Job[] = [];

  const finish = (end: (job: Job) => void) => {
    if (!current) return;
    const { job, stop } = current;
    current = null;
    clearTimeout(stop);
    end(job);
    next();
  };
  const end = () => {
    const ending = worker;
    worker = null;
    ending?.kill('SIGKILL');
  };
  const start = (): ChildProcess => {
    const started = fork(script.url, [], { execArgv: script.execArgv ?? [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    if (started.pid !== undefined) setPriority(started.pid, LOWEST_PRIORITY);
    started.on('message', (message: WorkerMessage) => {
      if (started !== worker || message.id !== current?.job.id) return;
      if (message.type === 'progress') current.job.options.onProgress?.(message.progress);
      else if (message.type === 'done') finish((job) => job.resolve(message.result));
      else finish((job) => job.reject(new Error(message.message)));
    });
    const lost = (error: Error) => {
      if (started !== worker) return;
      worker = null;
      finish((job) => job.reject(error));
    };
    started.on('error', lost);
    started.on('exit', (code, signal) => lost(new Error(`The worker stopped (code ${code ?? signal}).`)));
    return started;
  };
  function next(): void {
    if (current) return;
    const job = queue.shift();
    if (!job) {
      // Nothing to do: let the process exit without it, and end it if nothing comes.
      holding(worker, false);
      idle = setTimeout(end, idleMs);
      idle.unref();
      return;
    }
    if (idle) clearTimeout(idle);
    worker ??= start();
    holding(worker, true);
    const stop = setTimeout(() => {
      end();
      finish((stuck) => stuck.reject(new Error(`No answer within ${stuck.options.stopAfterMs} ms.`)));
    }, job.options.stopAfterMs);
    current = { job, stop };
    worker.send({ id: job.id, data: job.data });
  }

  let ids = 0;
  return {
    run: (data: unknown, options: JobOptions) =>
      new Promise<unknown>((resolve, reject) => {
        queue.push({ id: (ids += 1), data, options, resolve, reject });
        next();
      }),
    close: async () => {
      if (idle) clearTimeout(idle);
      for (const job of queue.splice(0)) job.reject(new Error('The app is stopping.'));
      finish((job) => job.reject(new Error('The app is stopping.')));
      end();
    },
  };
}

/** Whether the worker keeps the process alive: while it works, not while it waits. */
function holding(worker: ChildProcess | null, on: boolean): void {
  const channel = worker?.channel as { ref(): void; unref(): void } | null | undefined;
  if (on) {
    worker?.ref();
    channel?.ref();
  } else {
    worker?.unref();
    channel?.unref();
  }
}

// nice 19: the scheduler gives it what the server's own work leaves.
const LOWEST_PRIORITY = 19;

export function createWarmWorkers({ idleMs }: { idleMs: number }): WarmWorkers {
  const workers = new Map<string, ReturnType<typeof warmWorker>>();
  return {
    run: (script, data, options) => {
      const key = script.url.href;
      if (!workers.has(key)) workers.set(key, warmWorker(script, idleMs));
      return workers.get(key)!.run(data, options);
    },
    close: async () => {
      await Promise.all([...workers.values()].map((w) => w.close()));
    },
  };
}
