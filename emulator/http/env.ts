import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Hono bindings. Under @hono/node-server they hold the Node request and response (the dropRate
 * fault destroys the socket through them); when the app is called in-process with `app.fetch`
 * there are none, so every use must allow for their absence.
 */
export type EmulatorEnv = {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
};
