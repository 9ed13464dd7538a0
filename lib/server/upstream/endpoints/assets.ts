import 'server-only';
import { scopeOfOperation } from '@/lib/contract/scopes';
import type { HttpClient } from '../http/http-client';
import { idPath } from '../http/path';
import { DEFAULT_IMAGE_MAX_BYTES, readImage, type ImageAnswer } from '../http/read-image';

export function assetEndpoints(http: HttpClient) {
  return {
    /** A profile picture: bytes and a raster image type (read-image.ts); anything else, SVG included, is refused. */
    async getAsset(publicId: string, options: { maxBytes?: number; signal?: AbortSignal } = {}): Promise<ImageAnswer> {
      const path = idPath('/assets/{publicId}', { publicId });
      const call = { method: 'GET' as const, path, resource: 'picture', scope: scopeOfOperation.readAssets, signal: options.signal };
      return http.send(call, readImage(options.maxBytes ?? DEFAULT_IMAGE_MAX_BYTES));
    },
  };
}
