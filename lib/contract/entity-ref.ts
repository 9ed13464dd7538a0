import { z } from 'zod';
import { wireEpochMsSchema, wireIdSchema } from './ids';

export const entityTypes = ['USER', 'ORGANIZATION', 'ENTERPRISE'] as const;

/** Entity reference as the spec describes it (the emulator sends exactly this). */
export const entityRefSchema = z.object({
  id: z.string(),
  updatedAt: z.number().int().optional(),
  entityType: z.enum(entityTypes).optional(),
});
export type EntityRefWire = z.infer<typeof entityRefSchema>;

/**
 * Tolerant reader: an object with an id (string or number), or a bare id. Unknown fields are kept
 * out; entityType may be any string, because one earlier shape labels an organization USER.
 */
export const entityRefReader = z.union([
  wireIdSchema.transform((id) => ({ id, updatedAt: undefined, entityType: undefined })),
  z.looseObject({
    id: wireIdSchema,
    updatedAt: wireEpochMsSchema.nullish().catch(undefined),
    entityType: z.string().nullish().catch(undefined),
  }).transform(({ id, updatedAt, entityType }) => ({
    id,
    updatedAt: updatedAt ?? undefined,
    entityType: entityType ?? undefined,
  })),
]);
export type EntityRef = z.output<typeof entityRefReader>;
