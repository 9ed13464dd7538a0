import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type SkeletonProps = HTMLAttributes<HTMLDivElement> & { circle?: boolean };

/** A placeholder block while content loads; size it with classes (h-4 w-32 …); `circle` for avatars. */
export function Skeleton({ circle = false, className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden
      className={cn('animate-shimmer bg-slate-200/70', circle ? 'rounded-full' : 'rounded-md', className)}
      {...props}
    />
  );
}

/** A few lines of text-shaped placeholders. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden className={cn('space-y-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-3.5', i === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')} />
      ))}
    </div>
  );
}

/** Screen-reader text for a region that is loading, to pair with skeletons. */
export function LoadingLabel({ children = 'Loading…' }: { children?: string }) {
  return (
    <span role="status" className="sr-only">
      {children}
    </span>
  );
}
