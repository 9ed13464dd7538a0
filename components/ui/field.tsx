'use client';

import { useId, useMemo, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldContext, type FieldControlProps } from './field-context';
import { Label } from './label';

export type FieldProps = {
  label: ReactNode;
  /** Help text under the control; hidden while an error is shown. */
  hint?: ReactNode;
  /** The error message; marks the control aria-invalid and describes it. */
  error?: string;
  required?: boolean;
  /** Overrides the generated id of the control. */
  id?: string;
  /** Extra content on the label's line, e.g. a "Forgot?" link or a character count. */
  labelAside?: ReactNode;
  className?: string;
  /** One control (Input, Textarea, Select, or anything using useFieldControl). */
  children: ReactNode;
};

/** Label + control + hint/error, wired together for assistive technology. */
export function Field({ label, hint, error, required, id, labelAside, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const showHint = Boolean(hint) && !error;

  const wiring = useMemo<FieldControlProps>(
    () => ({
      id: controlId,
      ...(error ? { 'aria-invalid': true as const } : {}),
      ...(error || showHint ? { 'aria-describedby': error ? errorId : hintId } : {}),
      ...(required ? { 'aria-required': true as const } : {}),
    }),
    [controlId, error, errorId, hintId, required, showHint],
  );

  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={controlId} required={required}>
          {label}
        </Label>
        {labelAside && <div className="text-xs text-slate-500">{labelAside}</div>}
      </div>
      <FieldContext value={wiring}>{children}</FieldContext>
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : showHint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
