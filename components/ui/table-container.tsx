'use client';

import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { cn } from './cn';

export type TableContainerProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * Max height of the scroll area (any CSS length, e.g. "60vh"). The header sticks to the top of
   * this area; without it the table grows with its rows.
   */
  maxHeight?: string;
  /** Draw the rounded border and background (off when the table sits flush inside a Card). */
  bordered?: boolean;
};

/**
 * Whether the box's content is larger than the box (it scrolls), kept up to date as sizes change,
 * and the caption of the table inside (the region's name when none is given).
 */
function useScrollRegion(box: React.RefObject<HTMLDivElement | null>): { scrolls: boolean; caption: string | undefined } {
  const [region, setRegion] = useState<{ scrolls: boolean; caption: string | undefined }>({ scrolls: false, caption: undefined });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const scrolls = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      const caption = element.querySelector('caption')?.textContent?.trim() || undefined;
      setRegion((was) => (was.scrolls === scrolls && was.caption === caption ? was : { scrolls, caption }));
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
 * aria-label, else the table's caption.
 */
export function TableContainer({ maxHeight, bordered = true, className, style, ...props }: TableContainerProps) {
  const box = useRef<HTMLDivElement>(null);
  const { scrolls, caption } = useScrollRegion(box);
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;

  return (
    <div
      ref={box}
      role={scrolls ? 'region' : undefined}
      tabIndex={scrolls ? 0 : undefined}
      aria-label={named || !scrolls ? undefined : caption}
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
