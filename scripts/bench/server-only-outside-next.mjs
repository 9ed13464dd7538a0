// Preload for a bench that runs the app's server modules outside Next without `--conditions=react-server`
// (under it React's server build cannot load react-query, which the features' pure surfaces bring):
// `server-only` resolves to an empty module instead of throwing, for `import` and `require` alike.
//   tsx --import ./scripts/bench/server-only-outside-next.mjs scripts/bench/<script>.ts
import Module, { register } from 'node:module';

const EMPTY = 'data:text/javascript,export{}';
register(`data:text/javascript,${encodeURIComponent(`export async function resolve(specifier, context, next) { return specifier === 'server-only' ? { url: '${EMPTY}', shortCircuit: true } : next(specifier, context); }`)}`);
const emptyFile = new URL('../../test/server-only-stub.ts', import.meta.url).pathname;
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'server-only' ? emptyFile : resolveFilename.call(this, request, ...rest);
};
