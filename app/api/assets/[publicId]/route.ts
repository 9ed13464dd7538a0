import { isInt64Id } from '@/lib/contract/ids';
import { AppError } from '@/lib/errors';
import { defineRoute } from '@/lib/server/access';
import { readAvatar } from '@/lib/server/directory/avatar';

// The avatar proxy: pictures need the service token, which never leaves the server. Only image/*
// of a capped size is passed on (checked by the client's image reader), with headers that stop a
// browser from reading it as anything else, and a private cache so a page of 500 members does not
// refetch every picture on each visit. A picture is a person's, not an organization's: scope 'none'.
export const GET = defineRoute<{ publicId: string }>({ role: 'viewer', name: 'GET /api/assets', scope: 'none' }, async (_request, { params }) => {
  if (!isInt64Id(params.publicId)) throw new AppError('not_found', 'No such picture.');
  const image = await readAvatar(params.publicId);
  return new Response(Buffer.from(image.bytes), {
    headers: {
      'content-type': image.contentType,
      'content-length': String(image.bytes.byteLength),
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
});
