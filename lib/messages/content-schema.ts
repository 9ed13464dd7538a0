import { z } from 'zod';
import { CARD_CONTENT_LIMIT, cardContentOf, tooLongMessage, valueMaxOf } from './card-content';
import type { TemplateView } from './types';

// A card's content, built from its template's keys: the composer's fields (react-hook-form + zod,
// in the browser) and the send action (on the server) check it with the same schema. What is sent
// is `content`: a string holding a JSON object of the non-empty values, capped in length.

export { CARD_CONTENT_LIMIT, VALUE_MAX_DEFAULT, cardContentOf, tooLongMessage, valueMaxOf, type ContentValues } from './card-content';

/**
 * The values of one template's fields: required ones not blank, each within its length, and the
 * whole content string within CARD_CONTENT_LIMIT (that issue has no field: its path is the object).
 */
export function contentValuesSchema(template: Pick<TemplateView, 'keys'>) {
  const shape: Record<string, z.ZodType<string, string | undefined>> = {};
  for (const key of template.keys) {
    const max = valueMaxOf(key);
    const base = z
      .string(`${key.label} must be text.`)
      .trim()
      .max(max, `${key.label} is too long: at most ${max} characters.`);
    shape[key.key] = key.required ? base.min(1, `${key.label} is required.`) : base.optional().transform((v) => v ?? '');
  }
  return z.object(shape).superRefine((values, ctx) => {
    const length = cardContentOf(template, values).length;
    if (length > CARD_CONTENT_LIMIT) ctx.addIssue({ code: 'custom', message: tooLongMessage(length), path: [] });
  });
}
