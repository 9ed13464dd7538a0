'use client';

import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { controlStyles } from './control-styles';
import { useFieldControl } from './field-context';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const wired = useFieldControl(props);
  return <textarea rows={rows} className={cn(controlStyles, 'min-h-20 px-3 py-2 leading-relaxed', className)} {...wired} />;
}
