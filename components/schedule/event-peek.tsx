'use client';

import { useEffect, useState, type RefObject } from 'react';

// A card with an event's whole description (the text it is announced by: name, day and time, status, people)
// beside the event under the pointer or the keyboard focus, so a narrow event on a busy week is
// readable without opening it. Native listeners on the calendar's wrapper: showing it must not
// re-render FullCalendar. Hidden from assistive technology, which reads that text itself.

type Peek = { text: string; rect: DOMRect };

const HOVER_DELAY_MS = 300;
const EVENT = '[data-item-id], [data-stack-key]';

function peekOf(target: EventTarget | null): Peek | null {
  const el = target instanceof Element ? target.closest<HTMLElement>(EVENT) : null;
  const text = el?.querySelector('[data-description]')?.textContent;
  return el && text ? { text, rect: el.getBoundingClientRect() } : null;
}

export function EventPeek({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) {
  const [peek, setPeek] = useState<Peek | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hide = () => {
      clearTimeout(timer);
      setPeek(null);
    };
    const onOver = (event: MouseEvent) => {
      clearTimeout(timer);
      const next = peekOf(event.target);
      if (!next) return setPeek(null);
      timer = setTimeout(() => setPeek(next), HOVER_DELAY_MS);
    };
    const onFocus = (event: FocusEvent) => setPeek(peekOf(event.target));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
      // Alt+arrows move the event: the card follows once it is focused again.
      else if (event.altKey) setPeek(null);
    };
    const listeners: [string, EventListener, boolean?][] = [
      ['mouseover', onOver as EventListener],
      ['mouseleave', hide],
      ['focusin', onFocus as EventListener],
      ['focusout', hide],
      ['pointerdown', hide],
      ['keydown', onKey as EventListener],
      ['scroll', hide, true],
    ];
    for (const [type, listener, capture] of listeners) container.addEventListener(type, listener, capture);
    return () => {
      clearTimeout(timer);
      for (const [type, listener, capture] of listeners) container.removeEventListener(type, listener, capture);
    };
  }, [containerRef]);

  if (!peek) return null;
  const [title, ...rest] = peek.text.split('. ');
  const width = Math.min(288, window.innerWidth - 16);
  const left = Math.max(8, Math.min(peek.rect.left, window.innerWidth - width - 8));
  // Below the event when there is room, else above it.
  const below = peek.rect.bottom + 140 < window.innerHeight;
  const top = below ? Math.min(peek.rect.bottom + 6, window.innerHeight - 8) : undefined;
  const bottom = below ? undefined : window.innerHeight - peek.rect.top + 6;
  return (
    <div
      aria-hidden
      data-testid="event-peek"
      className="pointer-events-none fixed z-50 rounded-md bg-slate-900 px-3 py-2 text-xs leading-5 text-white shadow-lg"
      style={{ left, top, bottom, width }}
    >
      <p className="font-semibold">{title}</p>
      {rest.map((line) => (
        <p key={line}>{line.replace(/\.$/, '')}</p>
      ))}
    </div>
  );
}
