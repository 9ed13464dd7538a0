'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { exportHref } from '@/lib/export';
import type { ItemFilters } from '@/lib/schedule/item-filters';

type Props = { organizationId: string; range: { start: number; end: number }; filters: ItemFilters; timeZone: string };

const itemStyle = 'block rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100';

/**
 * Export what the page shows (its range and filters) as a spreadsheet or a calendar file, or print
 * it. A <details> disclosure: keyboard and screen readers get it for free; it also closes on
 * Escape (focus back on its button), on a click elsewhere, and once a choice is made. The
 * spreadsheet lists the people who hold each item unless the checkbox asks for everyone.
 */
export function ExportMenu({ organizationId, range, filters, timeZone }: Props) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [everyone, setEveryone] = useState(false);
  const close = (refocus: boolean) => {
    if (!menu.current?.open) return;
    menu.current.open = false;
    if (refocus) menu.current.querySelector('summary')?.focus();
  };
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);

  return (
    <details ref={menu} className="relative" onKeyDown={(event) => event.key === 'Escape' && close(true)}>
      <summary className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'cursor-pointer list-none [&::-webkit-details-marker]:hidden' })}>
        <DownloadIcon size={14} />
        Export
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-64 rounded-md bg-white p-1 shadow-popover ring-1 ring-slate-200">
        <label className="mx-3 my-2 flex cursor-pointer items-start gap-2 text-xs text-slate-700">
          <input type="checkbox" className="mt-0.5 size-3.5 accent-slate-900" checked={everyone} onChange={(event) => setEveryone(event.target.checked)} />
          Spreadsheet: also list people not on the shift (removed, declined, asked) with their status
        </label>
        <a className={itemStyle} href={exportHref(organizationId, 'csv', range, filters, timeZone, { everyone })} download onClick={() => close(true)}>
          Spreadsheet (CSV)
        </a>
        <a className={itemStyle} href={exportHref(organizationId, 'ics', range, filters, timeZone)} download onClick={() => close(true)}>
          Calendar file (iCalendar)
        </a>
        <button
          type="button"
          className={`w-full ${itemStyle}`}
          onClick={() => {
            close(true);
            window.print();
          }}
        >
          Print
        </button>
      </div>
    </details>
  );
}
