import os from 'node:os';
// A worker for lib/server/workers/warm-workers.test.ts (a child process): answers a job with its
// process id and CPU priority, or fails, stops or hangs when asked to.
process.on('message', ({ id, data }) => {
  if (data === 'exit') process.exit(3);
  if (data === 'hang') for (;;);
  if (data === 'fail') return process.send({ id, type: 'error', message: 'failed as asked' });
  process.send({ id, type: 'progress', progress: `started ${data}` });
  process.send({ id, type: 'done', result: { pid: process.pid, priority: os.getPriority(), data } });
});
