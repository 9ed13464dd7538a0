import { cn } from './cn';

/** The Shiftdesk mark: shift bars cascading along a timeline on the accent colour. */
export function LogoMark({ className, size = 28 }: { className?: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden
      focusable="false"
      className={cn('shrink-0', className)}
    >
      <rect width="28" height="28" rx="7" className="fill-brand-600" />
      <rect x="5" y="7" width="10" height="3.5" rx="1.75" fill="white" />
      <rect x="9" y="12.25" width="11" height="3.5" rx="1.75" fill="white" fillOpacity="0.8" />
      <rect x="14" y="17.5" width="9" height="3.5" rx="1.75" fill="white" fillOpacity="0.6" />
    </svg>
  );
}

/** Mark + product name, for the sidebar and the sign-in card. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-[15px] font-semibold tracking-tight text-slate-900">Shiftdesk</span>
    </span>
  );
}
