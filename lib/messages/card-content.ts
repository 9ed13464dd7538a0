import type { TemplateKeyView, TemplateView } from './types';

// A card's content string and its limits, without zod: the composer shows the length and the
// preview from these at first paint; the schema (./content-schema) checks the values.

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
