import { randomBytes } from 'node:crypto';
import type { Scope } from '@/lib/contract/scopes';
import { createIdGenerator, TOKEN_ID_BASE, type IdGenerator } from './ids';
import { CODE_LIFETIME_MS } from './credentials';
import type { Token } from './types';

export type TokenProblem = 'invalid' | 'expired' | 'revoked';
export type CodeProblem = 'unknown' | 'used' | 'expired';

interface AuthorizationCode {
  expiresAtMs: number;
  used: boolean;
}

// Tokens and authorization codes. Values are random (unguessable, like real ones); token ids
// come from their own id space so issuing tokens never shifts the ids of seeded data.
export class TokenStore {
  private readonly tokens = new Map<string, Token>();
  private readonly codes = new Map<string, AuthorizationCode>();
  private ids: IdGenerator = createIdGenerator(TOKEN_ID_BASE);

  constructor(private readonly now: () => number) {}

  clear(): void {
    this.tokens.clear();
    this.codes.clear();
    this.ids = createIdGenerator(TOKEN_ID_BASE);
  }

  issue(input: { clientId: string; scopes: Scope[]; expiresAtMs: number; value?: string }): Token {
    const token: Token = {
      value: input.value ?? `emu_${randomBytes(24).toString('base64url')}`,
      id: this.ids.next(),
      clientId: input.clientId,
      scopes: [...input.scopes],
      issuedAt: this.now(),
      expiresAtMs: input.expiresAtMs,
      revoked: false,
    };
    this.tokens.set(token.value, token);
    return token;
  }

  /** Every token issued since the last reset, usable or not (for leak scans). */
  list(): Token[] {
    return [...this.tokens.values()];
  }

  /** A usable token, or why it is not usable. */
  check(value: string): { token: Token } | { problem: TokenProblem } {
    const token = this.tokens.get(value);
    if (!token) return { problem: 'invalid' };
    if (token.revoked) return { problem: 'revoked' };
    if (this.now() >= token.expiresAtMs) return { problem: 'expired' };
    return { token };
  }

  /** Revokes a token; false when it is unknown. */
  revoke(value: string): boolean {
    const token = this.tokens.get(value);
    if (!token) return false;
    token.revoked = true;
    return true;
  }

  issueCode(): { code: string; expiresAtMs: number } {
    const code = `code_${randomBytes(12).toString('base64url')}`;
    const expiresAtMs = this.now() + CODE_LIFETIME_MS;
    this.codes.set(code, { expiresAtMs, used: false });
    return { code, expiresAtMs };
  }

  /** Uses a code up (single use). Checking and marking happen in one synchronous step. */
  consumeCode(code: string): CodeProblem | 'ok' {
    const entry = this.codes.get(code);
    if (!entry) return 'unknown';
    if (entry.used) return 'used';
    if (this.now() >= entry.expiresAtMs) return 'expired';
    entry.used = true;
    return 'ok';
  }
}
