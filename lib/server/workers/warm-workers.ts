import 'server-only';
import { Worker } from 'node:worker_threads';

// CPU-bound work off the request thread: one worker per script, started on first use, kept warm
// between jobs (its start, a WebAssembly solver's load, costs more than many jobs), one job at a
// time (the work blocks the worker's thread), the rest queued, ended after `idleMs` without work.
// Built once per composition of the app (compose-app.ts); a feature hands in its own script.
//
// Protocol: the parent posts { id, data }; the worker answers { id, type: 'progress', progress }
// any number of times, then { id, type: 'done', result } or { id, type: 'error', message }.

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
  let worker: Worker | null = null;
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
    return ending?.terminate();
  };
  const start = (): Worker => {
    const started = new Worker(script.url, { execArgv: script.execArgv ?? [] });
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
    started.on('exit', (code) => lost(new Error(`The worker stopped (code ${code}).`)));
    return started;
  };
  function next(): void {
    if (current) return;
    const job = queue.shift();
    if (!job) {
      // Nothing to do: let the process exit without it, and end it if nothing comes.
      worker?.unref();
      idle = setTimeout(() => void end(), idleMs);
      idle.unref();
      return;
    }
    if (idle) clearTimeout(idle);
    worker ??= start();
    worker.ref();
    const stop = setTimeout(() => {
      void end();
      finish((stuck) => stuck.reject(new Error(`No answer within ${stuck.options.stopAfterMs} ms.`)));
    }, job.options.stopAfterMs);
    current = { job, stop };
    worker.postMessage({ id: job.id, data: job.data });
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
      await end();
    },
  };
}

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
