import { OIDC_CALLBACK_PATH } from '@/lib/env';
import { redirectRoute } from '@/lib/auth/server';
import { finishCompanySignIn } from '@/lib/auth/server';
import { appServices } from '@/lib/server/app';

// Company sign-in, step 2: the provider sends the browser back here with a code; a session is
// opened only when it matches this browser's sign-in in flight (state, nonce, PKCE).
export const dynamic = 'force-dynamic';

export const GET = redirectRoute(OIDC_CALLBACK_PATH, async (query) => finishCompanySignIn(query, await appServices()));
