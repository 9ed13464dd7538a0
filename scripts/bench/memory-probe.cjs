// Where a server's memory goes, for the memory benchmark (scripts/bench/README.md, "Memory
// breakdown"): loaded with `--require` through NODE_OPTIONS into `next start` when
// BENCH_MEMORY_PROBE names a file, it appends one JSON line a second to that file (the process's
// RSS, V8 heap used and total, external and array-buffer bytes, and the WebAssembly memories
// created so far: PGlite's), and writes a heap snapshot next to it on SIGUSR2. CommonJS, because
// `--require` runs before Next loads anything.
const { appendFileSync } = require('node:fs');
const v8 = require('node:v8');

const out = process.env.BENCH_MEMORY_PROBE;
if (out) {
  const memories = [];
  const Original = WebAssembly.Memory;
  // PGlite creates its memory in JS (new WebAssembly.Memory): keep a weak handle to size it.
  WebAssembly.Memory = function Memory(descriptor) {
    const memory = new Original(descriptor);
    memories.push(new WeakRef(memory));
    return memory;
  };
  WebAssembly.Memory.prototype = Original.prototype;

  const wasmBytes = () => memories.reduce((sum, ref) => sum + (ref.deref()?.buffer.byteLength ?? 0), 0);
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    const line = { t: Date.now(), pid: process.pid, rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, wasm: wasmBytes() };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  }, 1_000);
  timer.unref();
  process.on('SIGUSR2', () => {
    const file = v8.writeHeapSnapshot(`${out}.${process.pid}.${Date.now()}.heapsnapshot`);
    appendFileSync(out, `${JSON.stringify({ t: Date.now(), pid: process.pid, snapshot: file })}\n`);
  });
}
