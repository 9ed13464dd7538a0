// The field a form sends its user's password in when a change needs it asked again (the service
// connection, a user's role). The action pipeline checks it and takes it out of the input before
// the definition's schema runs (lib/server/access/reauthentication-step.ts).

export const CONFIRM_PASSWORD_FIELD = 'confirmPassword';

/** Minutes a confirmation is remembered on the session (lib/server/identity/reauthentication.ts). */
export const CONFIRMATION_MINUTES = 5;
