import { z } from 'zod';
import { CARD_CONTENT_LIMIT } from './content-schema';

// The admin forms of the messages setup: card templates (the service's template id, a display
// name, and the content keys it takes) and saved conversations. Shared by the browser forms and
// the server actions; the server parses again before storing.

export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_KEYS_MAX = 30;
/** A key becomes a form field path (`values.<key>`) and a JSON property: a plain identifier. */
export const TEMPLATE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf']);

const text = (what: string, max: number) =>
  z
    .string(`Enter ${what}.`)
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `At most ${max} characters.`);

/** A max length typed into a form: '' (none) or a whole number 1..CARD_CONTENT_LIMIT. */
const maxLengthField = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= CARD_CONTENT_LIMIT), {
    message: `A whole number from 1 to ${CARD_CONTENT_LIMIT}, or empty for the default.`,
  })
  .transform((v) => (v === '' ? null : Number(v)));

export const templateKeyFormSchema = z.object({
  key: text('a key', 64)
    .regex(TEMPLATE_KEY_PATTERN, 'Letters, digits and _, starting with a letter.')
    .refine((k) => !RESERVED_KEYS.has(k), 'This name is reserved; choose another.'),
  label: text('a label', 80),
  required: z.boolean(),
  maxLength: maxLengthField,
});

export const templateFormSchema = z.object({
  templateId: text('the template id', 100).regex(/^\S+$/, 'The template id has no spaces.'),
  displayName: text('a display name', TEMPLATE_NAME_MAX),
  keys: z
    .array(templateKeyFormSchema)
    .min(1, 'Add at least one content key.')
    .max(TEMPLATE_KEYS_MAX, `At most ${TEMPLATE_KEYS_MAX} keys.`)
    .superRefine((keys, ctx) => {
      const seen = new Set<string>();
      keys.forEach((k, i) => {
        if (seen.has(k.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `The key ${k.key} is used twice.` });
        seen.add(k.key);
      });
    }),
});
export type TemplateFormInput = z.input<typeof templateFormSchema>;
export type TemplateFormValues = z.output<typeof templateFormSchema>;

/** The same rules on already-parsed values (max length as a number): what storage accepts. */
export const storedTemplateSchema = templateFormSchema.extend({
  keys: z
    .array(templateKeyFormSchema.extend({ maxLength: z.number().int().min(1).max(CARD_CONTENT_LIMIT).nullable() }))
    .min(1)
    .max(TEMPLATE_KEYS_MAX)
    .refine((keys) => new Set(keys.map((k) => k.key)).size === keys.length, 'Each key once.'),
});
export type StoredTemplateInput = z.input<typeof storedTemplateSchema>;

export const saveModes = ['create', 'update'] as const;
export const saveTemplateSchema = templateFormSchema.extend({ mode: z.enum(saveModes) });
export const removeTemplateSchema = z.object({ templateId: z.string().trim().min(1).max(100) });
