import type { ReactNode } from 'react';
import type { NavMode } from './types';

export function NavSection({ title, mode, children }: { title: string; mode: NavMode; children: ReactNode }) {
  // Both navs may be in the page (the rail hidden on a phone): their ids differ.
  const headingId = `${mode === 'rail' ? 'nav' : 'menu'}-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div role="group" aria-labelledby={headingId}>
      <h2
        id={headingId}
        className={`mb-1 px-2 text-[11px] font-semibold tracking-wider text-slate-500 uppercase ${mode === 'rail' ? 'max-xl:sr-only' : ''}`}
      >
        {title}
      </h2>
      <ul className="space-y-0.5">{children}</ul>
    </div>
  );
}

/** A square initial, used as the icon of an organization or enterprise link. */
export function EntityMark({ label }: { label: string }) {
  const letter = label.trim()[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      className="flex size-4 items-center justify-center rounded-[4px] bg-slate-200 text-[9px] font-semibold text-slate-600"
    >
      {letter}
    </span>
  );
}
