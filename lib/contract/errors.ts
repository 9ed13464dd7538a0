import { z } from 'zod';

/** The emulator's error body. Real error bodies are not shown in the spec: read them tolerantly. */
export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorBodyReader = z
  .looseObject({
    message: z.string().optional().catch(undefined),
    issues: z
      .array(z.looseObject({ path: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]), message: z.string() }))
      .optional()
      .catch(undefined),
  })
  .transform((b) => ({
    message: b.message,
    issues: (b.issues ?? []).map((i) => ({ path: Array.isArray(i.path) ? i.path.join('.') : i.path, message: i.message })),
  }));

/** Turns a zod error into the `issues` list of an error body: dotted path and message. */
export function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
