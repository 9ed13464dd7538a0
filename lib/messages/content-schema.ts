import { z } from 'zod';
import type { TemplateKeyView, TemplateView } from './types';

// A card's content, built from its template's keys: the composer's fields (react-hook-form + zod,
// in the browser) and the send action (on the server) check it with the same schema. What is sent
// is `content`: a string holding a JSON object of the non-empty values, capped in length.

/** The longest content string Shiftdesk sends (the service allows more; a card is not a letter). */
export const CARD_CONTENT_LIMIT = 4000;
/** The longest single value when the template does not say. */
export const VALUE_MAX_DEFAULT = 1000;

export type ContentValues = Record<string, string>;

export function valueMaxOf(key: Pick<TemplateKeyView, 'maxLength'>): number {
  return Math.min(key.maxLength ?? VALUE_MAX_DEFAULT, CARD_CONTENT_LIMIT);
}

/** The content string sent to the service: declared keys only, trimmed, empty ones left out. */
export function cardContentOf(template: Pick<TemplateView, 'keys'>, values: Partial<ContentValues>): string {
  const entries: [string, string][] = [];
  for (const { key } of template.keys) {
    const value = values[key]?.trim();
    if (value) entries.push([key, value]);
  }
  return JSON.stringify(Object.fromEntries(entries));
}

export function tooLongMessage(length: number): string {
  return `The message is too long: ${length} of at most ${CARD_CONTENT_LIMIT} characters once encoded. Shorten some fields.`;
}

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
