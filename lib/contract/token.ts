import { z } from 'zod';
import { wireEpochMsSchema, wireIdSchema } from './ids';

/** Longest lifetime a token may be asked for (spec, Limits). */
export const MAX_TOKEN_LIFETIME_S = 90 * 24 * 3600;
export const DEFAULT_TOKEN_LIFETIME_S = 30 * 24 * 3600;

const epochSeconds = z.number().int().positive();

/** Variant A: POST /oauth/access-tokens, exchange of a still-valid token. */
export const tokenRequestASchema = z.object({
  accessToken: z.string().min(1),
  secret: z.string().min(1),
  clientId: z.string().min(1),
  expirationTime: epochSeconds.optional(),
});
export type TokenRequestA = z.infer<typeof tokenRequestASchema>;

/** Variant B: POST /connect/access-tokens, with an authorization code or a still-valid token. */
export const tokenRequestBSchema = z.object({
  code: z.string().min(1).optional(),
  accessToken: z.string().min(1).nullish(),
  clientSecret: z.string().min(1).optional(),
  clientId: z.string().min(1),
  expirationTime: epochSeconds.optional(),
});
export type TokenRequestB = z.infer<typeof tokenRequestBSchema>;

/** AccessResp as the spec declares it; note the field name `acessTokenId`, spelled so. */
export const accessRespSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.number().int(),
  acessTokenId: z.string(),
  scope: z.array(z.string()).optional(),
  target: z.string().optional(),
  targetId: z.string().optional(),
});
export type AccessRespWire = z.infer<typeof accessRespSchema>;

/** Tolerant reader of one AccessResp: numeric strings, either spelling of the id, scope as a string. */
export const accessRespReader = z
  .looseObject({
    accessToken: z.string().min(1),
    expiresAt: wireEpochMsSchema,
    acessTokenId: wireIdSchema.optional().catch(undefined),
    accessTokenId: wireIdSchema.optional().catch(undefined),
    scope: z
      .union([z.array(z.string()), z.string().transform((s) => s.split(/[\s,]+/).filter(Boolean))])
      .optional()
      .catch(undefined),
    target: z.string().optional().catch(undefined),
    targetId: wireIdSchema.optional().catch(undefined),
  })
  .transform((r) => ({
    accessToken: r.accessToken,
    expiresAtSeconds: r.expiresAt,
    tokenId: r.acessTokenId ?? r.accessTokenId,
    scopes: r.scope,
    target: r.target,
    targetId: r.targetId,
  }));
export type AccessToken = z.output<typeof accessRespReader>;
