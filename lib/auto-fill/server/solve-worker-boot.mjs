// The worker's first module: teach this thread TypeScript (tsx, as the scripts use), then run it.
import { register } from 'tsx/esm/api';

register();
await import('./solve-worker.ts');
