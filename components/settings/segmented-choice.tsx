'use client';

import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/components/ui/cn';

export type SegmentedOption<V extends string> = { value: V; label: string };

export type SegmentedChoiceProps<V extends string> = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  legend: string;
  options: readonly SegmentedOption<V>[];
  /** The chosen value (to style the chosen segment). */
  current: V;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A small radio group drawn as a segmented control. Real radio inputs (arrow keys, a screen
 * reader's "1 of 2"), visually hidden; the label is the visible segment.
 */
export function SegmentedChoice<V extends string>({ legend, options, current, className, ref, ...inputProps }: SegmentedChoiceProps<V>) {
  return (
    <fieldset className={cn('space-y-1.5', className)}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="inline-flex max-w-full rounded-lg border border-slate-200 bg-slate-100 p-0.5">
        {options.map((option) => {
          const checked = option.value === current;
          return (
            <label
              key={option.value}
              className={cn(
                // Grows to two lines on a narrow phone rather than pushing the card wider.
                'relative inline-flex min-h-8 cursor-pointer items-center rounded-md px-3 py-1 text-center text-sm leading-tight font-medium transition-colors select-none',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-500',
                checked ? 'bg-white text-slate-900 shadow-xs ring-1 ring-slate-900/5' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input type="radio" value={option.value} className="sr-only" ref={ref} {...inputProps} />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
