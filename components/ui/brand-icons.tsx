import type { SVGProps } from 'react';

// Lucide ships no brand marks, so these are simple line drawings in its 24px, 2px-stroke style.
function BrandIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
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

export function LinkedinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6m0 3a3 3 0 0 1 5 -2v5" />
    </BrandIcon>
  );
}

export function TwitterIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandIcon {...props}>
      <path d="M4 4l16 16M20 4L4 20" />
    </BrandIcon>
  );
}

export function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M16 8h-2a2 2 0 0 0 -2 2v11M9 13h6" />
    </BrandIcon>
  );
}

export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </BrandIcon>
  );
}

export function GithubIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandIcon {...props}>
      <path d="M5 10V4l3.5 2.6a8.5 8.5 0 0 1 7 0L19 4v6a7 7 0 0 1 -3.5 8.5V21h-7v-2.5A7 7 0 0 1 5 10z" />
      <path d="M9.5 12v.01M14.5 12v.01" />
    </BrandIcon>
  );
}
