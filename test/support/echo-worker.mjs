// A worker for lib/server/workers/warm-workers.test.ts: answers a job with its thread's id, or
// fails, stops or hangs when asked to.
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', ({ id, data }) => {
  if (data === 'exit') process.exit(3);
  if (data === 'hang') for (;;);
  if (data === 'fail') return parentPort.postMessage({ id, type: 'error', message: 'failed as asked' });
  parentPort.postMessage({ id, type: 'progress', progress: `started ${data}` });
  parentPort.postMessage({ id, type: 'done', result: { threadId, data } });
});
