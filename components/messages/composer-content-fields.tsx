'use client';

import type { UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { valueMaxOf } from '@/lib/messages/card-content';
import type { TemplateView } from '@/lib/messages/types';
import { isLongTextKey } from './card-preview';
import type { FormValues } from './composer-form';

/** The chosen template's fields, each with its own limit, and the whole card's length problem. */
export function ContentFields({ form, template, values }: { form: UseFormReturn<FormValues>; template: TemplateView; values: Record<string, string> }) {
  const errors = form.formState.errors.values as (Record<string, { message?: string }> & { message?: string }) | undefined;
  return (
    <section aria-label="Content" className="space-y-4">
      {template.keys.map((key) => {
        const max = valueMaxOf(key);
        const length = values[key.key]?.length ?? 0;
        const common = { maxLength: max + 100, ...form.register(`values.${key.key}`) };
        return (
          <Field
            key={`${template.templateId}:${key.key}`}
            label={key.label}
            required={key.required}
            error={errors?.[key.key]?.message}
            labelAside={length > max * 0.8 ? <span className={cn(length > max && 'font-medium text-red-600')}>{`${length} / ${max}`}</span> : undefined}
          >
            {isLongTextKey(key) ? <Textarea rows={4} {...common} /> : <Input autoComplete="off" {...common} />}
          </Field>
        );
      })}
      {errors?.message && (
        <Alert tone="danger" title="The message is too long">
          {errors.message}
        </Alert>
      )}
    </section>
  );
}
