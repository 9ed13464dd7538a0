import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { defineRoute } from '@/lib/server/app';
import { assetEtag, AVATAR_CACHE_CONTROL, readAvatar } from '@/lib/people/server';

// The avatar proxy: pictures need the service token, which never leaves the server. Only image/*
// of a capped size is passed on (checked by the client's image reader), with headers that stop a
// browser from reading it as anything else. A picture's public id names one picture (a new picture
// gets a new id), so the browser keeps it long and revalidates by ETag without a call to the
// service. A picture is a person's, not an organization's: scope 'none' on the path; readAvatar
// serves only pictures of people Shiftdesk has seen in an organization in scope, else 404.
export const GET = defineRoute<{ publicId: string }>({ role: 'viewer', name: 'GET /api/assets', scope: 'none' }, async (request, { params, services }) => {
  if (!isInt64Id(params.publicId)) throw new AppError('not_found', 'No such picture.');
  const etag = assetEtag(params.publicId);
  const cacheHeaders = { etag, 'cache-control': AVATAR_CACHE_CONTROL, 'x-content-type-options': 'nosniff' };
  if (request.headers.get('if-none-match')?.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers: cacheHeaders });
  }
  const image = await readAvatar(services, params.publicId);
  return new Response(Buffer.from(image.bytes), {
    headers: {
      ...cacheHeaders,
      'content-type': image.contentType,
      'content-length': String(image.bytes.byteLength),
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
});
