import { scopes, type Scope } from '@/lib/contract/scopes';

// Onboarding happens out of band in the real service; the emulator's "onboarding" is this set of
// fixed, public demo credentials (printed by `npm run emulator` and shown in the README).
export const DEMO_CLIENT_ID = 'demo-client';
export const DEMO_CLIENT_SECRET = 'demo-secret';
export const DEMO_FIRST_TOKEN = 'demo-first-token';
export const ALL_SCOPES: Scope[] = [...scopes];

/** The token response names what the token acts for: the demo application's enterprise account. */
export const TOKEN_TARGET = 'ENTERPRISE_ACCOUNT';

/** Authorization codes are single use and short-lived. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
