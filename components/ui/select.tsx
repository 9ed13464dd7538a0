'use client';

import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { controlStyles } from './control-styles';
import { useFieldControl } from './field-context';
import { ChevronDownIcon } from './icons';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** Options to render; or pass <option> children yourself. */
  options?: readonly SelectOption[];
  /** A first, empty option (value ""), e.g. "Choose a time zone…". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select (keyboard and screen-reader behaviour for free) styled like the inputs. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  const wired = useFieldControl(props);
  return (
    <div className={cn('relative', className)}>
      <select className={cn(controlStyles, 'h-9 appearance-none pr-9 pl-3')} {...wired}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
