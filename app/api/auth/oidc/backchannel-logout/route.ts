import { backchannelLogoutRoute } from '@/lib/auth/server';
import { appServices } from '@/lib/server/app';

// OpenID Connect Back-Channel Logout: the company's provider says a person signed out there (or is
// gone); their sessions here end. Register this address at the provider as backchannel_logout_uri.
export const dynamic = 'force-dynamic';

export const POST = backchannelLogoutRoute(appServices);
