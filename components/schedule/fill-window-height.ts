'use client';

// The calendar frame reaches down to the bottom of the window, whatever sits above it (filters,
// the changes panel, a stale notice), rather than a fixed box. Sized again when the window or
// the page above it changes size. A ref callback: the frame appears only once the zone is known.

const BOTTOM_GAP_PX = 16;
const MIN_HEIGHT_PX = 520;

export function fillWindowHeight(el: HTMLElement | null) {
  if (!el) return;
  const fit = () => {
    const top = el.getBoundingClientRect().top + window.scrollY;
    el.style.height = `${Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - BOTTOM_GAP_PX))}px`;
  };
  fit();
  const observer = new ResizeObserver(fit);
  observer.observe(document.body);
  window.addEventListener('resize', fit);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', fit);
  };
}
