'use client';

import { useId, type Ref } from 'react';
import { Input, type InputProps } from '@/components/ui/input';

export type TimeZoneInputProps = Omit<InputProps, 'list' | 'type'> & {
  /** IANA zone names to suggest (from the server, so the list is the same before and after hydration). */
  zones: readonly string[];
  ref?: Ref<HTMLInputElement>;
};

/** A text input that suggests IANA zones as you type; the form's schema checks the value. */
export function TimeZoneInput({ zones, ...props }: TimeZoneInputProps) {
  const listId = useId();
  return (
    <>
      <Input type="text" list={listId} autoComplete="off" spellCheck={false} placeholder="e.g. Europe/Paris" {...props} />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
