import 'server-only';
import { BACKCHANNEL_LOGOUT_PATH } from '@/lib/security/same-origin';
import type { AppServices } from '@/lib/server/access';
import { inRequestLog } from '@/lib/server/log/request-log';
import { receiveBackchannelLogout } from '@/lib/server/oidc/backchannel-logout';

// The provider's back-channel logout (docs/decisions/company-sign-in.md): a form POST with a
// logout_token, answered 200 when the sessions it names have ended, 400 with an OAuth error when
// the token is refused; never cached. A body larger than any logout token is refused unread.

const MAX_BODY_BYTES = 32_768;

export function backchannelLogoutRoute(services: () => Promise<AppServices>) {
  return (request: Request): Promise<Response> =>
    inRequestLog(
      { route: `POST ${BACKCHANNEL_LOGOUT_PATH}` },
      async () => {
        const headers = { 'cache-control': 'no-store' };
        if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return Response.json({ error: 'invalid_request' }, { status: 413, headers });
        const form = new URLSearchParams((await request.text()).slice(0, MAX_BODY_BYTES));
        const answer = await receiveBackchannelLogout(await services(), form.get('logout_token'));
        if (answer.status === 200) return new Response(null, { status: 200, headers });
        return Response.json({ error: answer.error, error_description: answer.description }, { status: answer.status, headers });
      },
      request,
    );
}
