'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MemberOption } from '@/lib/people';
import { matchesMemberSearch } from '@/components/people';
import { RequestWarningBadges } from '@/components/staffing/person-warnings';
import { RuleBreakBadges } from '@/components/working-time';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CloseIcon, SuccessIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useCandidateWarnings, type CandidateWarnings } from './use-candidates';

const MAX_SHOWN = 50;

/** People in the server's order (free first) once it is known; anyone it did not rank keeps their place after. */
function ordered(people: readonly MemberOption[], warnings: CandidateWarnings): readonly MemberOption[] {
  if (warnings.state !== 'ready') return people;
  const rank = (p: MemberOption) => warnings.rank.get(p.userId) ?? Number.MAX_SAFE_INTEGER;
  return [...people].sort((a, b) => rank(a) - rank(b));
}

/**
 * The organization's people not on the item, as a combobox: type to search by name or title,
 * arrow keys to move, Enter to choose. Opening it reads, for this item, who is free: each person's
 * overlapping work, time off and hours that week (the requests inbox's rules), the free first.
 * Without that read the picker still works, and says the warnings are missing.
 */
export function PersonPicker({
  organizationId,
  itemId,
  people,
  selected,
  onChange,
  multiple = true,
  label = 'Search people by name or title',
}: {
  organizationId: string;
  itemId: string;
  people: readonly MemberOption[];
  selected: readonly string[];
  onChange: (userIds: string[]) => void;
  multiple?: boolean;
  label?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The option the arrow keys are on; -1 before the first arrow key (Enter then chooses nothing).
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const warnings = useCandidateWarnings(organizationId, itemId, opened);
  const matching = ordered(people, warnings).filter((p) => matchesMemberSearch(p, query));
  const shown = matching.slice(0, MAX_SHOWN);
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (userId: string) => `${id}-option-${userId}`;
  const activeId = open && activeIndex >= 0 ? optionId(shown[activeIndex]!.userId) : undefined;
  const nameOf = (userId: string) => people.find((p) => p.userId === userId)?.fullName ?? `User ${userId}`;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const show = () => {
    if (!open) setActive(-1);
    setOpen(true);
    setOpened(true);
  };
  const toggle = (userId: string) => {
    const on = !selected.includes(userId);
    onChange(multiple ? (on ? [...selected, userId] : selected.filter((s) => s !== userId)) : on ? [userId] : []);
    if (!multiple) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      show();
      setActive(Math.max(0, Math.min(shown.length - 1, to)));
    };
    if (event.key === 'ArrowDown') return move(open ? activeIndex + 1 : 0);
    if (event.key === 'ArrowUp') return move(open && activeIndex >= 0 ? activeIndex - 1 : shown.length - 1);
    if (event.key === 'PageDown') return move(activeIndex + 10);
    if (event.key === 'PageUp') return move(activeIndex - 10);
    if (event.key === 'Enter') {
      // Enter chooses in the list; it never submits the form from here.
      event.preventDefault();
      if (!open) return show();
      const person = shown[activeIndex];
      if (person) toggle(person.userId);
      return;
    }
    if (event.key === 'Escape' && open) {
      // Closes the list only, not the drawer around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div
      ref={root}
      className="space-y-2"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={multiple ? 'Chosen people' : 'Chosen person'}>
          {selected.map((userId) => (
            <li key={userId} className="inline-flex items-center gap-1 rounded-md bg-brand-50 py-0.5 pr-0.5 pl-2 text-xs font-medium text-brand-800 ring-1 ring-brand-600/20 ring-inset">
              {nameOf(userId)}
              <button
                type="button"
                className="rounded p-0.5 hover:bg-brand-100 focus-visible:focus-ring"
                aria-label={`Unchoose ${nameOf(userId)}`}
                onClick={() => onChange(selected.filter((s) => s !== userId))}
              >
                <CloseIcon size={12} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* The list floats over what follows: closing it never moves the button the manager is about to press. */}
      <div className="relative">
        <Input
          type="search"
          role="combobox"
          aria-label={label}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={`${id}-hint`}
          placeholder="Search by name or title"
          autoComplete="off"
          value={query}
          maxLength={100}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
            show();
          }}
          onClick={show}
          onFocus={show}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className="sr-only">
          Arrow keys move through the people, Enter {multiple ? 'chooses or unchooses' : 'chooses'} one, Escape closes the list.
        </p>
        {open && (
          <div className="absolute top-full right-0 left-0 z-20 mt-1 rounded-md border border-slate-200 bg-white shadow-popover">
            <WarningsState warnings={warnings} />
            <ul id={listId} role="listbox" aria-label="People who can be added" aria-multiselectable={multiple} className="max-h-72 divide-y divide-slate-100 overflow-y-auto">
              {shown.length === 0 && (
                <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-sm text-slate-500">
                  Nobody matches.
                </li>
              )}
              {shown.map((p, i) => {
                const isSelected = selected.includes(p.userId);
                const candidate = warnings.state === 'ready' ? warnings.byUser.get(p.userId) : undefined;
                return (
                  <li
                    key={p.userId}
                    id={optionId(p.userId)}
                    role="option"
                    aria-selected={isSelected}
                    data-user-id={p.userId}
                    data-free={candidate ? String(candidate.free) : undefined}
                    // The input keeps the focus (the list is its popup): a click chooses, it does not blur.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => {
                      setActive(i);
                      toggle(p.userId);
                    }}
                    onMouseMove={() => i !== activeIndex && setActive(i)}
                    className={cn('flex cursor-pointer items-start gap-3 px-3 py-2 text-sm', i === activeIndex && 'bg-slate-100', isSelected && 'bg-brand-50')}
                  >
                    <Avatar src={p.avatarUrl} alt={p.fullName} size="sm" decorative />
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="flex flex-wrap items-baseline gap-x-2">
                        <span className="font-medium text-slate-900">{p.fullName}</span>
                        {p.title && <span className="text-xs text-slate-600">{p.title}</span>}
                      </p>
                      {candidate && warnings.state === 'ready' && (
                        <div className="flex flex-wrap items-center gap-1.5">
                          {candidate.free && (
                            <Badge tone="success" data-warning="free">
                              Free
                            </Badge>
                          )}
                          <RequestWarningBadges warnings={candidate.warnings} timeZone={warnings.read.timeZone} day={warnings.read.day} withTotal />
                          <RuleBreakBadges breaks={candidate.ruleBreaks} />
                          {candidate.notPosition !== undefined && (
                            <Badge tone="warning" data-warning="position">
                              Not a {candidate.notPosition}
                            </Badge>
                          )}
                        </div>
                      )}
                    </div>
                    <SuccessIcon size={16} className={cn('mt-0.5 shrink-0 text-brand-600', !isSelected && 'invisible')} aria-hidden />
                  </li>
                );
              })}
            </ul>
            {matching.length > shown.length && (
              <p className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">
                Showing {shown.length} of {matching.length}: type a name to narrow the list.
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** Whether the warnings are there: checking, could not be read (the list still works), or how the list is ordered. */
function WarningsState({ warnings }: { warnings: CandidateWarnings }) {
  if (warnings.state === 'ready') {
    return <p className="border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs text-slate-600">Free people first: no overlapping work or time off, then the fewest hours that week.</p>;
  }
  if (warnings.state === 'failed') {
    return (
      <div role="status" className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-amber-50 px-3 py-1.5 text-xs text-amber-900">
        <span className="min-w-0 flex-1">
          Overlaps, time off and hours could not be read ({warnings.message}). You can still choose people; check their week yourself.
        </span>
        <Button size="sm" variant="secondary" onClick={warnings.retry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs text-slate-600">
      <Spinner className="size-3" /> Checking who is free: overlaps, time off and hours…
    </p>
  );
}
