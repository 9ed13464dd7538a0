'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link that prefetches its page when the pointer or keyboard focus reaches it, not as soon as it
 * is on screen. The shell shows a dozen links on every page; prefetching them all on load had the
 * server render those pages while it was still reading the schedule the manager had just opened.
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
