'use client';

import { useEffect } from 'react';

// While decisions are being sent, leaving the page would drop the ones still waiting their turn
// (a reload or a close) or hide how they ended (a link inside the app, or the range form, which
// shows another inbox): ask first. The browser words its own reload/close prompt; a link click
// or a form sent inside the app gets `message`.

function isPlainLinkClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  // A link to this very page (or an anchor on it) does not leave it.
  return to.origin === here.origin && to.pathname === here.pathname && to.search === here.search ? null : link;
}

export function useLeaveWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show the prompt
    };
    // In the capture phase, before Next's <Link> handles the click (it ignores a prevented one).
    const onClick = (event: MouseEvent) => {
      if (isPlainLinkClick(event) && !window.confirm(message)) event.preventDefault();
    };
    // Stopped before React sees it: the form's own handler would navigate regardless.
    const onSubmit = (event: SubmitEvent) => {
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [active, message]);
}
