'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { ErrorIcon, SuccessIcon, WarningIcon } from './icons';

const tones = {
  success: { text: 'text-emerald-800', Icon: SuccessIcon, icon: 'text-emerald-600' },
  warning: { text: 'text-amber-900', Icon: WarningIcon, icon: 'text-amber-600' },
  danger: { text: 'text-red-700', Icon: ErrorIcon, icon: 'text-red-600' },
} as const;

/**
 * The result of a control, shown next to it and scrolled into view when it changes: in a long
 * drawer the manager's eye is on the button they pressed, not at the top. Announced politely.
 */
export function InlineStatus({ tone, children, className }: { tone: keyof typeof tones; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = useRef<string | null>(null);
  // Only when what it says changes: children that are elements are new objects on every render,
  // and a re-read of the item must not pull the drawer back to the message.
  useEffect(() => {
    const said = `${tone}|${ref.current?.textContent ?? ''}`;
    if (said === shown.current) return;
    shown.current = said;
    ref.current?.scrollIntoView({ block: 'nearest' });
  });
  const t = tones[tone];
  return (
    <p ref={ref} role="status" className={cn('flex items-start gap-1.5 text-sm font-medium', t.text, className)}>
      <t.Icon size={16} className={cn('mt-0.5 shrink-0', t.icon)} aria-hidden />
      <span className="min-w-0">{children}</span>
    </p>
  );
}
