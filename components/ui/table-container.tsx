'use client';

import { useEffect, useImperativeHandle, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { cn } from './cn';

export type TableContainerProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * Max height of the scroll area (any CSS length, e.g. "60vh"). The header sticks to the top of
   * this area; without it the table grows with its rows.
   */
  maxHeight?: string;
  /** Draw the rounded border and background (off when the table sits flush inside a Card). */
  bordered?: boolean;
  /** The scrolling box itself (a virtualized table measures it). */
  ref?: Ref<HTMLDivElement | null>;
};

/**
 * Whether the box's content is larger than the box (it scrolls), kept up to date as sizes change,
 * and the caption of the table inside (the region's name when none is given).
 */
type ScrollRegion = { scrolls: boolean; sideways: boolean; caption: string | undefined };

function useScrollRegion(box: React.RefObject<HTMLDivElement | null>): ScrollRegion {
  const [region, setRegion] = useState<ScrollRegion>({ scrolls: false, sideways: false, caption: undefined });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const sideways = element.scrollWidth > element.clientWidth + 1;
      const scrolls = sideways || element.scrollHeight > element.clientHeight + 1;
      const caption = element.querySelector('caption')?.textContent?.trim() || undefined;
      setRegion((was) => (was.scrolls === scrolls && was.sideways === sideways && was.caption === caption ? was : { scrolls, sideways, caption }));
      for (const child of element.children) observer.observe(child);
    });
    // Observing calls back once at once, and again whenever the box or its table changes size.
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return region;
}

/**
 * The scroll area around a table. While its table is wider or taller than it (a phone, a long
 * list), it is a named region in the tab order, so a keyboard user can reach it and scroll it with
 * the arrow keys (WCAG 2.1.1; axe `scrollable-region-focusable`). Its name is the given
 * aria-label, else the table's caption. `data-scrolls-sideways` tells pinned cells to draw their edge.
 */
export function TableContainer({ maxHeight, bordered = true, className, style, ref, 'aria-label': label, 'aria-labelledby': labelledBy, ...props }: TableContainerProps) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle<HTMLDivElement | null, HTMLDivElement | null>(ref, () => box.current, []);
  const { scrolls, sideways, caption } = useScrollRegion(box);

  return (
    <div
      ref={box}
      // A name only on a region: a plain div may not carry one.
      role={scrolls ? 'region' : undefined}
      tabIndex={scrolls ? 0 : undefined}
      aria-label={scrolls && !labelledBy ? (label ?? caption) : undefined}
      aria-labelledby={scrolls ? labelledBy : undefined}
      // Pinned cells (table.tsx) draw their edge shadow only while there is something under them.
      data-scrolls-sideways={sideways || undefined}
      className={cn(
        'relative w-full overflow-auto focus-visible:outline-offset-[-2px]',
        bordered && 'rounded-lg border border-slate-200 bg-white shadow-card',
        className,
      )}
      style={maxHeight ? { maxHeight, ...style } : style}
      {...props}
    />
  );
}
