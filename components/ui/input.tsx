'use client';

import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './cn';
import { controlStyles } from './control-styles';
import { useFieldControl } from './field-context';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A text input; inside a `Field` it picks up the field's id, invalid state and description. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const wired = useFieldControl(props);
  return <input type={type} className={cn(controlStyles, 'h-9 px-3', className)} {...wired} />;
}
