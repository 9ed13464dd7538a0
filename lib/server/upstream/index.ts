import 'server-only';

// The service client as a library: build a client and a token store from their options. The
// app's own instances (configured from the environment, auditing into the database) are built by
// the composition root (lib/server/app/compose-app.ts), so this layer never imports the ones above it.

export { createUpstreamClient, type UpstreamClient, type UpstreamClientOptions } from './client';
export { createSharedReads, dropShared, type SharedRead, type SharedReads } from './shared-reads';
export { RECORD_BYTES_PER_TEXT_BYTE, type ReadSharing } from './calendar/shared-calendar';
export { createTokenStore, type TokenStore, type TokenStoreOptions } from './token-store';
export { staticTokenSource } from './static-token-source';
export type { TokenSource } from './http/http-client';
export type { TokenStatus } from './token/token-status';
export type { TokenGrant } from './endpoints/tokens';
export type { ImageAnswer } from './http/read-image';
export type { TimeRange } from './calendar/range-chunks';
export type { DirectoryRef } from './endpoints/directory';
