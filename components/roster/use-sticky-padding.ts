import { useEffect, type RefObject } from 'react';

/**
 * Focus and scrolling into view keep clear of the grid's sticky header and names column: the
 * scroller's scroll padding follows their measured size.
 */
export function useStickyPadding(scrollRef: RefObject<HTMLDivElement | null>, headerRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const header = headerRef.current;
    const scroller = scrollRef.current;
    if (!header || !scroller) return;
    const observer = new ResizeObserver(() => {
      scroller.style.scrollPaddingTop = `${header.offsetHeight}px`;
      scroller.style.scrollPaddingLeft = `${header.querySelector<HTMLElement>('[role="columnheader"]')?.offsetWidth ?? 0}px`;
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [scrollRef, headerRef]);
}
