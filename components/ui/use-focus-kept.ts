import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps the keyboard's place in a region whose controls come and go: when the focused control is
 * removed (Publish… once the publish shows its progress, the Undo question's buttons once answered,
 * Close), the focus would fall to the page and a keyboard user would start again from the top.
 * Instead it lands on the region's `[data-focus-here]` (or its first button), or where `landing`
 * says (given the region and the element that last had the focus in it: the roster grid lands on
 * the same item redrawn, else on its tab stop). Only focus that was in the region (its dialogs are
 * inside it) and is now lost is moved: a user who went elsewhere stays there.
 */
export function useFocusKept<T extends HTMLElement>(landing?: (region: T, last: HTMLElement | null) => HTMLElement | null) {
  const region = useRef<T>(null);
  const inside = useRef(false);
  const last = useRef<HTMLElement | null>(null);
  const land = useRef(landing);
  useEffect(() => {
    land.current = landing;
  });
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // Any change below, from whichever component: the region's children re-render on their own.
    const watch = new MutationObserver(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!inside.current || !lost) return;
      const target = land.current ? land.current(element, last.current) : element.querySelector<HTMLElement>('[data-focus-here], button:not([disabled])');
      target?.focus();
    });
    watch.observe(element, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  return {
    ref: region,
    onFocus: (event: FocusEvent) => {
      inside.current = true;
      last.current = event.target as HTMLElement;
    },
    // A removed control's blur has nowhere to go: only a move elsewhere says the keyboard left.
    onBlur: (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null;
      if (to) inside.current = !!region.current?.contains(to);
    },
  };
}
