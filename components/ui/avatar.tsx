'use client';

import { useState } from 'react';
import { cn } from './cn';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, string> = {
  xs: 'size-5 text-[9px]',
  sm: 'size-6 text-[10px]',
  md: 'size-8 text-xs',
  lg: 'size-10 text-sm',
};

// Calm backgrounds for initials, picked from the name so a person keeps the same colour.
const palette = [
  'bg-sky-100 text-sky-800',
  'bg-emerald-100 text-emerald-800',
  'bg-amber-100 text-amber-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
  'bg-teal-100 text-teal-800',
  'bg-orange-100 text-orange-800',
  'bg-brand-100 text-brand-800',
];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : (words[0]?.[1] ?? '');
  return (first + last).toUpperCase() || '?';
}

function colourOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0]!;
}

export type AvatarProps = {
  /** Image URL, e.g. `/api/assets/<publicId>`; initials are shown when missing or when it fails to load. */
  src?: string | null;
  /** The person's name: the image's alt text and the source of the initials. */
  alt: string;
  size?: AvatarSize;
  /** Set when the name is already written next to the avatar, so it is not read twice. */
  decorative?: boolean;
  /** 'eager' where the list is already cut to what is on screen (a virtualized table). */
  loading?: 'lazy' | 'eager';
  className?: string;
};

export function Avatar({ src, alt, size = 'md', decorative = false, loading = 'lazy', className }: AvatarProps) {
  // Remember which src failed, so a new src gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const box = cn('inline-flex shrink-0 overflow-hidden rounded-full ring-1 ring-slate-900/5', sizes[size], className);

  if (showImage && src) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- avatars come from our authenticated proxy, not next/image
      <img
        ref={(img) => {
          // A server-rendered image can fail before hydration, when onError is not attached yet.
          if (img?.complete && img.naturalWidth === 0) setFailedSrc(src);
        }}
        src={src}
        alt={decorative ? '' : alt}
        loading={loading}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn(box, 'bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : alt}
      aria-hidden={decorative || undefined}
      className={cn(box, 'items-center justify-center font-semibold select-none', colourOf(alt))}
    >
      <span aria-hidden>{initialsOf(alt)}</span>
    </span>
  );
}
