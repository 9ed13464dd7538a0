import type { ReactNode, SVGProps } from 'react';

// Stroke icons drawn on a 24px grid (shapes after Lucide, ISC licence). Decorative by default:
// pass `aria-label` and `aria-hidden={false}` when an icon carries meaning on its own.
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(name: string, shapes: ReactNode) {
  function Icon({ size = 16, strokeWidth = 1.75, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const DashboardIcon = /* @__PURE__ */ icon('DashboardIcon', (
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>
));
export const BuildingIcon = /* @__PURE__ */ icon('BuildingIcon', (
  <>
    <path d="M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z" />
    <path d="M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
    <path d="M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2" />
    <path d="M10 6h4M10 10h4M10 14h4M10 18h4" />
  </>
));
export const UsersIcon = /* @__PURE__ */ icon('UsersIcon', (
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>
));
export const MessageIcon = /* @__PURE__ */ icon('MessageIcon', <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />);
export const HistoryIcon = /* @__PURE__ */ icon('HistoryIcon', (
  <>
    <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
    <path d="M3 3v5h5M12 7v5l4 2" />
  </>
));
export const SettingsIcon = /* @__PURE__ */ icon('SettingsIcon', (
  <>
    <path d="M20 7h-9M14 17H5" />
    <circle cx="17" cy="17" r="3" />
    <circle cx="7" cy="7" r="3" />
  </>
));
export const CalendarIcon = /* @__PURE__ */ icon('CalendarIcon', (
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>
));
export const SignOutIcon = /* @__PURE__ */ icon('SignOutIcon', (
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </>
));
export const InfoIcon = /* @__PURE__ */ icon('InfoIcon', (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>
));
export const WarningIcon = /* @__PURE__ */ icon('WarningIcon', (
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3Z" />
    <path d="M12 9v4M12 17h.01" />
  </>
));
export const ErrorIcon = /* @__PURE__ */ icon('ErrorIcon', (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>
));
export const SuccessIcon = /* @__PURE__ */ icon('SuccessIcon', (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>
));
export const InboxIcon = /* @__PURE__ */ icon('InboxIcon', (
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </>
));
export const RefreshIcon = /* @__PURE__ */ icon('RefreshIcon', (
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16M8 16H3v5" />
  </>
));
export const SearchIcon = /* @__PURE__ */ icon('SearchIcon', (
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>
));
export const RepeatIcon = /* @__PURE__ */ icon('RepeatIcon', (
  <>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14" />
    <path d="m7 22-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </>
));
export const PlusIcon = /* @__PURE__ */ icon('PlusIcon', <path d="M5 12h14M12 5v14" />);
export const CloseIcon = /* @__PURE__ */ icon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const CopyIcon = /* @__PURE__ */ icon('CopyIcon', (
  <>
    <rect width="13" height="13" x="9" y="9" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>
));
export const ChevronRightIcon = /* @__PURE__ */ icon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);
export const ChevronLeftIcon = /* @__PURE__ */ icon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
export const ChevronDownIcon = /* @__PURE__ */ icon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const HomeIcon = /* @__PURE__ */ icon('HomeIcon', (
  <>
    <path d="m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M9 22V12h6v10" />
  </>
));
export const DownloadIcon = /* @__PURE__ */ icon('DownloadIcon', (
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5M12 15V3" />
  </>
));
