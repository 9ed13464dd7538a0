// The benchmark's and the load test's own servers, away from the demo's and the e2e suite's ports.
export const BENCH_APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3301);
export const BENCH_EMULATOR_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 4311);
