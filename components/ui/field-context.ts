'use client';

import { createContext, useContext } from 'react';

/** What a `Field` tells the control inside it: its id, whether it is invalid, and what describes it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * Merges the enclosing Field's wiring with the control's own props (the control's own win,
 * except aria-describedby, which is joined).
 */
export function useFieldControl<P extends { id?: string; 'aria-invalid'?: unknown; 'aria-describedby'?: string }>(props: P) {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
    'aria-describedby': describedBy,
    'aria-required': field['aria-required'],
  };
}
