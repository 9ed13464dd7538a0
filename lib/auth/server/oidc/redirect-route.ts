import 'server-only';
import { errorFields, log } from '@/lib/server/log/logger';
import { inRequestLog } from '@/lib/server/log/request-log';

// The two company sign-in routes are browser navigations: they always answer with a redirect
// (303, relative, never cached), to the provider, back into the app, or to the sign-in page with
// a reason. An unexpected failure still lands on the sign-in page, never on an error page.

export function redirectRoute(name: string, step: (query: URLSearchParams) => Promise<string>) {
  return (request: Request): Promise<Response> =>
    inRequestLog(
      { route: `GET ${name}` },
      async () => {
        let location: string;
        try {
          location = await step(new URL(request.url).searchParams);
        } catch (error) {
          log().error({ ...errorFields(error) }, 'company sign-in failed unexpectedly');
          location = '/sign-in?error=failed';
        }
        return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
      },
      request,
    );
}
