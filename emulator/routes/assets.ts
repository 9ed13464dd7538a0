import type { Hono } from 'hono';
import { scopeOfOperation } from '@/lib/contract/scopes';
import { notFound } from '../http/api-error';
import { authorize } from '../http/auth';
import type { EmulatorEnv } from '../http/env';
import { pathId } from '../http/request-input';
import { avatarPng } from '../png/identicon';
import type { EmulatorState } from '../state/emulator-state';

// GET /assets/{publicId}: a user's profile picture. The spec does not show the content type; the
// emulator answers image/png (docs/decisions/spec-readings.md).
export function registerAssetRoutes(app: Hono<EmulatorEnv>, state: EmulatorState): void {
  app.get('/assets/:publicId', (c) => {
    authorize(c, state, scopeOfOperation.readAssets);
    const publicId = pathId(c, 'publicId');
    if (!state.directory.avatars.has(publicId)) throw notFound(`Asset ${publicId} not found`);
    const bytes = avatarPng(publicId);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/png',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, max-age=3600',
    });
  });
}
