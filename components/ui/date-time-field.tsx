'use client';

import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { clockTextOf, type HourCycle } from '@/lib/time/hour-cycle';
import { readTypedClock } from '@/lib/time/typed-clock';
import { useHourCycle } from './hour-cycle';
import { Input } from './input';

// A wall-clock date and time, "2027-02-04T19:00" to the form, as the browser's own date picker and
// a text time in the user's hour cycle ("7:00 PM" or "19:00"). Not <input type="datetime-local">:
// its time half follows the browser's build, not the user's language (headless Chromium shows
// 12-hour for en-GB), so the field and the app's labels disagreed.

type Parts = { date: string; time: string; /** What the form was last told. */ sent: string };

function partsOf(wall: string, cycle: HourCycle): Parts {
  return { date: wall.slice(0, 10), time: wall ? clockTextOf(wall.slice(11, 16), cycle) : '', sent: wall };
}

/** The form's value for the parts: '' while either is missing or not a time (the form then says so). */
function wallOf(date: string, time: string, cycle: HourCycle): string {
  const clock = readTypedClock(time, cycle);
  return date && clock.ok ? `${date}T${clock.hhmm}` : '';
}

export type DateTimeFieldProps = {
  /** The group's name ("Starts"); each part has its own ("Start date", "Start time"). */
  label: string;
  dateLabel: string;
  timeLabel: string;
  value: string;
  onChange: (wall: string) => void;
  onBlur?: () => void;
  /** The form's error for the value; a part that is missing or not a time is named instead. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** For the form to focus the field on an error: the part at fault. */
  ref?: Ref<{ focus: () => void }>;
};

export function DateTimeField({ label, dateLabel, timeLabel, value, onChange, onBlur, error, required, disabled, name, ref }: DateTimeFieldProps) {
  const cycle = useHourCycle();
  const id = useId();
  const [parts, setParts] = useState(() => partsOf(value, cycle));
  // A value set from outside (a reset, a saved item, all-day switched off) replaces what was typed.
  if (value !== parts.sent) setParts(partsOf(value, cycle));
  const dateRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);

  const clock = readTypedClock(parts.time, cycle);
  const problem = !parts.date ? 'Choose a date' : clock.ok ? null : clock.problem;
  // Shown once the form has checked the value (on submit, then as it is typed), as other fields are.
  const shown = error ? (problem ?? error) : undefined;
  const badPart = shown && problem ? (parts.date ? 'time' : 'date') : shown ? 'both' : null;
  useImperativeHandle(ref, () => ({ focus: () => (badPart === 'time' ? timeRef : dateRef).current?.focus() }), [badPart]);

  const change = (next: Pick<Parts, 'date' | 'time'>) => {
    const sent = wallOf(next.date, next.time, cycle);
    setParts({ ...next, sent });
    onChange(sent);
  };
  // A time that reads is written back in the cycle, so "7pm" shows as "7:00 PM" before it is saved.
  const tidyTime = () => {
    if (clock.ok) setParts({ ...parts, time: clockTextOf(clock.hhmm, cycle) });
    onBlur?.();
  };

  const errorId = `${id}-error`;
  const wiring = (part: 'date' | 'time') => ({
    id: `${id}-${part}`,
    'aria-describedby': shown ? errorId : undefined,
    'aria-invalid': badPart === part || badPart === 'both' ? (true as const) : undefined,
    'aria-required': required ? (true as const) : undefined,
    disabled,
  });

  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
      </legend>
      <div className="flex gap-2">
        <label htmlFor={`${id}-date`} className="sr-only">
          {dateLabel}
        </label>
        <Input ref={dateRef} type="date" name={name && `${name}-date`} value={parts.date} onChange={(event) => change({ date: event.target.value, time: parts.time })} onBlur={onBlur} className="min-w-0 flex-1" {...wiring('date')} />
        <label htmlFor={`${id}-time`} className="sr-only">
          {timeLabel}
        </label>
        <Input
          ref={timeRef}
          name={name && `${name}-time`}
          value={parts.time}
          onChange={(event) => change({ date: parts.date, time: event.target.value })}
          onBlur={tidyTime}
          autoComplete="off"
          spellCheck={false}
          className="w-28! shrink-0"
          {...wiring('time')}
        />
      </div>
      {shown && (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
