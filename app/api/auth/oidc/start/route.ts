import { redirectRoute } from '@/lib/auth/server';
import { beginCompanySignIn, OIDC_START_PATH } from '@/lib/auth/server';
import { appServices, getCurrentUser } from '@/lib/server/app';

// Company sign-in, step 1: off to the OpenID provider (?next= where to return, ?reauth=1 to confirm
// the signed-in user again). Anyone may start one; it signs nobody in by itself.
export const dynamic = 'force-dynamic';

export const GET = redirectRoute(OIDC_START_PATH, async (query) => beginCompanySignIn(query, await appServices(), getCurrentUser));
