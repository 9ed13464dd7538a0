import 'server-only';
import { z } from 'zod';
import { seal, unseal } from '@/lib/server/crypto/sealed-value';

// A company session's tokens from the provider, kept in its session row sealed under a key of
// their own (derived from TOKEN_ENCRYPTION_KEY): a database dump does not hand them out.

const PURPOSE = 'oidc session tokens';

const tokensSchema = z.object({
  accessToken: z.string(),
  /** Re-checks the person at the provider after the access token has expired. */
  refreshToken: z.string().optional(),
  /** The hint of the provider's sign-out (RP-initiated logout). */
  idToken: z.string().optional(),
});

export type SessionTokens = z.infer<typeof tokensSchema>;

export function sealSessionTokens(tokens: SessionTokens, key: Buffer): string {
  return seal(tokens, key, PURPOSE);
}

export function openSessionTokens(text: string | null, key: Buffer): SessionTokens | null {
  if (!text) return null;
  const parsed = tokensSchema.safeParse(unseal(text, key, PURPOSE));
  return parsed.success ? parsed.data : null;
}

/** The tokens an answer of the token endpoint brings; what it leaves out is kept from `previous`. */
export function tokensOf(answer: { access_token: string; refresh_token?: string; id_token?: string }, previous?: SessionTokens | null): SessionTokens {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previous?.refreshToken,
    idToken: answer.id_token ?? previous?.idToken,
  };
}
