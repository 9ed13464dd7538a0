// What the shell's banner knows about the service token (computed on the server, shown on every
// page): plain values only, never the token itself.
export type ConnectionSummary = { hasToken: boolean; unreadable: boolean; expiresAt: string | null; expiresSoon: boolean; expired: boolean };
