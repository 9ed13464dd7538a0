// Why a company sign-in ended without signing anyone in. The callback sends the browser to
// /sign-in?error=<code>; the page shows the message. Only these fixed texts are ever shown: nothing
// the provider or the address bar said is echoed.

export const oidcErrorMessages = {
  expired: 'That sign-in expired or was already used. Start again.',
  denied: 'The sign-in was cancelled at your company sign-in page.',
  failed: 'Company sign-in failed. Start again; if it keeps failing, tell your administrator.',
  unavailable: 'Your company sign-in service could not be reached. Try again in a moment.',
  no_role: 'Your company account is not in any Shiftdesk group, so it cannot sign in here. Ask your administrator for access.',
  no_email: 'Your company account did not share an email address, so it cannot sign in here. Tell your administrator.',
  email_unverified: 'Your company sign-in service has not verified your email address, so no Shiftdesk account can be made with it. Tell your administrator.',
  email_taken: 'A Shiftdesk account with your email address already exists and is not linked to company sign-in. Ask your administrator.',
  disabled: 'Your Shiftdesk account is disabled. Ask your administrator.',
  reauth_mismatch: 'You confirmed as a different person than the one signed in. Nothing was changed.',
  not_configured: 'Company sign-in is not set up on this Shiftdesk.',
} as const;

export type OidcErrorCode = keyof typeof oidcErrorMessages;

export function oidcErrorMessage(code: string | undefined): string | undefined {
  return code && Object.hasOwn(oidcErrorMessages, code) ? oidcErrorMessages[code as OidcErrorCode] : undefined;
}
