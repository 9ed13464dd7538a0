'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/errors';
import type { RepeatRule } from '@/lib/repeats';
import { ruleFromForm, type RuleFormField, type RuleFormValues } from '@/lib/repeats/rule-form';
import { RepeatRuleFields, type RuleErrors, type RuleStart } from './repeat-rule-fields';

// The repeat editor as a form of its own (the drawer's "Repeat…" and "Edit repeat…"): the fields,
// checked in the browser first, then saved by the action the holder gives; the action's refusals
// of the rule land next to their fields too, the others above the buttons.

const SERVER_FIELDS: Record<string, RuleFormField> = { 'rule.frequency': 'frequency', 'rule.weekdays': 'weekdays', 'rule.interval': 'interval', 'rule.ends.date': 'until', 'rule.ends.count': 'count' };

export function RepeatRuleForm({
  label,
  initial,
  start,
  save,
  onSaved,
  onCancel,
}: {
  /** The form's name and its save button's: "Repeat", "Save repeat". */
  label: { form: string; save: string };
  initial: RuleFormValues;
  start: RuleStart;
  /** False: the manager answered no to a question on the way (nothing saved, the form stays). */
  save: (rule: RepeatRule) => Promise<ActionResult<unknown> | false>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const made = ruleFromForm(values);
    if (!made.ok) return setErrors(made.errors);
    setErrors({});
    setSaving(true);
    const result = await save(made.rule);
    setSaving(false);
    if (result === false) return;
    if (result.ok) return onSaved();
    const onFields: RuleErrors = {};
    for (const [key, messages] of Object.entries(result.error.fieldErrors ?? {})) {
      const field = SERVER_FIELDS[key];
      if (field && messages[0]) onFields[field] = messages[0];
    }
    setErrors(onFields);
    if (Object.keys(onFields).length === 0) setProblem(result.error.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label.form} className="space-y-3 rounded-md border border-slate-200 p-3">
      <RepeatRuleFields values={values} onChange={setValues} errors={errors} start={start} />
      {problem && <Alert tone="danger" title="Not saved">{problem}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" size="sm" loading={saving}>
          {label.save}
        </Button>
      </div>
    </form>
  );
}
