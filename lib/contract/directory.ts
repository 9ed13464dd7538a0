import { z } from 'zod';
import { entityRefReader, entityRefSchema } from './entity-ref';
import { wireEpochMsSchema, wireIdSchema } from './ids';

// Wire shapes, exactly as the spec declares them (the emulator produces these).
export const organizationRespSchema = z.object({ organizationId: entityRefSchema });
export const enterpriseRespSchema = z.object({ organizationId: entityRefSchema });
export const organizationMembershipSchema = z.object({
  userId: entityRefSchema,
  organizationId: entityRefSchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  permissions: z.object({ admin: z.boolean() }),
  profile: z.object({ title: z.string().optional() }),
});
export const enterpriseOrganizationEntrySchema = z.object({
  organizationId: entityRefSchema,
  updatedAt: z.number().int().nullable(),
});
export const userRespSchema = z.object({
  id: z.string(),
  profile: z.object({ fullName: z.string().optional(), avatarPublicId: z.string().optional() }),
});

// Tolerant readers: read only what Shiftdesk needs, never fail on extra or missing optional fields.
export const organizationReader = z
  .looseObject({ organizationId: entityRefReader })
  .transform((r) => ({ id: r.organizationId.id, updatedAt: r.organizationId.updatedAt }));

export const enterpriseReader = organizationReader;

export const organizationMembershipReader = z
  .looseObject({
    userId: entityRefReader,
    organizationId: entityRefReader.optional().catch(undefined),
    createdAt: wireEpochMsSchema.optional().catch(undefined),
    updatedAt: wireEpochMsSchema.optional().catch(undefined),
    permissions: z.looseObject({ admin: z.boolean().optional().catch(undefined) }).nullish().catch(undefined),
    profile: z.looseObject({ title: z.string().nullish().catch(undefined) }).nullish().catch(undefined),
  })
  .transform((r) => ({
    userId: r.userId.id,
    organizationId: r.organizationId?.id,
    isAdmin: r.permissions?.admin === true,
    title: r.profile?.title ?? undefined,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
export type OrganizationMembership = z.output<typeof organizationMembershipReader>;

export const enterpriseOrganizationEntryReader = z
  .looseObject({ organizationId: entityRefReader, updatedAt: z.unknown().optional() })
  .transform((r) => ({
    organizationId: r.organizationId.id,
    updatedAt: typeof r.updatedAt === 'number' ? r.updatedAt : undefined,
  }));
export type EnterpriseOrganizationEntry = z.output<typeof enterpriseOrganizationEntryReader>;

export const userReader = z
  .looseObject({
    id: wireIdSchema,
    profile: z
      .looseObject({
        fullName: z.string().nullish().catch(undefined),
        avatarPublicId: wireIdSchema.nullish().catch(undefined),
      })
      .nullish()
      .catch(undefined),
  })
  .transform((r) => ({
    id: r.id,
    fullName: r.profile?.fullName ?? undefined,
    avatarPublicId: r.profile?.avatarPublicId ?? undefined,
  }));
export type User = z.output<typeof userReader>;
