'use client';

import type { KeyboardEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { MemberOption } from '@/lib/people';
import { templateSpanOn, templateTimesWords, type ShiftTemplate } from '@/lib/shift-templates';
import { choiceOf, readChoice, type TemplateChoice } from './template-choice';

/** What a picked template fills in the New item form: the instants are the template's times on the form's day. */
export type TemplateFill = { type: ShiftTemplate['type']; name: string; notes: string; start: number; end: number };

export type TemplatePickerProps = {
  templates: readonly ShiftTemplate[];
  /** The template's times of day are wall-clock times here. */
  organizationZone: string;
  /** The calendar day ("YYYY-MM-DD") the item is being made on. */
  day: string;
  members: readonly MemberOption[];
  choice: TemplateChoice | null;
  onChoice: (choice: TemplateChoice | null) => void;
  /** Fills the form's own fields (type, name, notes, times). */
  onFill: (fill: TemplateFill) => void;
};

/**
 * "From template" at the top of the New item dialog: a native select (focus lands on it, typing a
 * name's first letters picks it, Enter creates: two keystrokes from an open dialog), then the
 * template's "needs N" and default people, which the manager may change before Create.
 */
export function TemplatePicker({ templates, organizationZone, day, members, choice, onChoice, onFill }: TemplatePickerProps) {
  const pick = (id: string) => {
    const template = templates.find((t) => t.id === id);
    if (!template) return onChoice(null);
    onChoice(choiceOf(template));
    const span = templateSpanOn(template, day, organizationZone);
    onFill({ type: template.type, name: template.name, notes: template.notes, ...span });
  };
  // Enter on a closed select does nothing by itself: here it means Create.
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key !== 'Enter' || !choice) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };
  const read = choice && readChoice(choice);
  const name = (userId: string) => members.find((m) => m.userId === userId)?.fullName ?? `Member ${userId}`;
  const defaults = templates.find((t) => t.id === choice?.templateId)?.people ?? [];

  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <Field label="From template" hint="Type a name’s first letters, then Enter to create">
        <Select value={choice?.templateId ?? ''} onChange={(e) => pick(e.target.value)} onKeyDown={onKeyDown} data-autofocus>
          <option value="">No template</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {`${t.name} (${templateTimesWords(t)})`}
            </option>
          ))}
        </Select>
      </Field>
      {choice && (
        <div className="flex flex-wrap items-start gap-4">
          <Field label="Needs" error={read && !read.ok ? read.message : undefined} hint="People it needs" className="w-28">
            <Input inputMode="numeric" value={choice.needs} onChange={(e) => onChoice({ ...choice, needs: e.target.value })} />
          </Field>
          {defaults.length > 0 && (
            <fieldset className="min-w-0 flex-1">
              <legend className="mb-1.5 text-sm font-medium text-slate-700">The template’s people</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {defaults.map((userId) => (
                  <label key={userId} className="flex items-center gap-1.5 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="accent-brand-600"
                      checked={choice.people.includes(userId)}
                      onChange={(e) => onChoice({ ...choice, people: e.target.checked ? [...choice.people, userId] : choice.people.filter((p) => p !== userId) })}
                    />
                    {name(userId)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      )}
    </div>
  );
}
