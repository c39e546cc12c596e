import type { SVGProps } from 'react';

// A 24 px icon drawn with 2 px round strokes, the look of the lucide set, for the marks lucide
// lacks and for the few the header island draws itself (lucide's runtime would ship with it).
export function LineIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
