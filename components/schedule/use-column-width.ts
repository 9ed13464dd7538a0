'use client';

import { useEffect, useState, type RefObject } from 'react';

// The width of one day column of the calendar, measured from its last column header (FullCalendar
// hashes its classes; the header's role is stable), again whenever the calendar changes size.

export function useColumnWidth(wrapper: RefObject<HTMLElement | null>, view: string): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const root = wrapper.current?.firstElementChild;
    if (!root) return;
    const measure = () => {
      const headers = root.querySelectorAll('[role="columnheader"]');
      const last = headers[headers.length - 1];
      setWidth(last ? Math.round(last.getBoundingClientRect().width) : null);
    };
    measure();
    // After FullCalendar has drawn a newly chosen view's columns.
    const frame = requestAnimationFrame(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [wrapper, view]);
  return width;
}
