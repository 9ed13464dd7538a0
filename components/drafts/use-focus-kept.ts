import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps the keyboard's place in a region whose controls come and go: when the focused control is
 * removed (Publish… once the publish shows its progress, the Undo question's buttons once answered,
 * Close), the focus would fall to the page and a keyboard user would start again from the top.
 * Instead it lands on the region's `[data-focus-here]` (or its first button). Only focus that was in
 * the region (its dialogs are inside it) and is now lost is moved: a user who went elsewhere stays there.
 */
export function useFocusKept<T extends HTMLElement>() {
  const region = useRef<T>(null);
  const inside = useRef(false);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // Any change below, from whichever component: the region's children re-render on their own.
    const watch = new MutationObserver(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (inside.current && lost) element.querySelector<HTMLElement>('[data-focus-here], button:not([disabled])')?.focus();
    });
    watch.observe(element, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  return {
    ref: region,
    onFocus: () => void (inside.current = true),
    // A removed control's blur has nowhere to go: only a move elsewhere says the keyboard left.
    onBlur: (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null;
      if (to) inside.current = !!region.current?.contains(to);
    },
  };
}
