'use client';

import { useState } from 'react';
import { matchesMemberSearch } from '@/components/directory/member-search';
import { Avatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import type { MemberOption } from '@/components/calendar/schedule-filters';

/** The organization's people, searchable by name or title, with those already on the item left out. */
export function PersonPicker({
  people,
  selected,
  onChange,
  multiple = true,
}: {
  people: readonly MemberOption[];
  selected: readonly string[];
  onChange: (userIds: string[]) => void;
  multiple?: boolean;
}) {
  const [query, setQuery] = useState('');
  const shown = people.filter((p) => matchesMemberSearch(p, query)).slice(0, 50);
  const toggle = (userId: string, on: boolean) => onChange(multiple ? (on ? [...selected, userId] : selected.filter((id) => id !== userId)) : on ? [userId] : []);
  return (
    <div className="space-y-2">
      <Input type="search" aria-label="Search people by name or title" placeholder="Search by name or title" value={query} maxLength={100} onChange={(e) => setQuery(e.target.value)} />
      <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" aria-label="People in this organization">
        {shown.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">Nobody matches.</li>}
        {shown.map((p) => (
          <li key={p.userId}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-slate-50">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name="person"
                className="accent-brand-600"
                checked={selected.includes(p.userId)}
                onChange={(e) => toggle(p.userId, e.target.checked)}
              />
              <Avatar src={p.avatarUrl} alt={p.fullName} size="xs" decorative />
              <span className="font-medium text-slate-900">{p.fullName}</span>
              <span className="truncate text-xs text-slate-500">{p.title}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
