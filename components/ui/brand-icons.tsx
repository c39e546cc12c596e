import type { SVGProps } from 'react';
import { LineIcon } from './line-icon';

// Lucide ships no brand marks, so these are simple line drawings in its style.
export function LinkedinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6m0 3a3 3 0 0 1 5 -2v5" />
    </LineIcon>
  );
}

export function TwitterIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M4 4l16 16M20 4L4 20" />
    </LineIcon>
  );
}

export function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M16 8h-2a2 2 0 0 0 -2 2v11M9 13h6" />
    </LineIcon>
  );
}

export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </LineIcon>
  );
}

export function GithubIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M5 10V4l3.5 2.6a8.5 8.5 0 0 1 7 0L19 4v6a7 7 0 0 1 -3.5 8.5V21h-7v-2.5A7 7 0 0 1 5 10z" />
      <path d="M9.5 12v.01M14.5 12v.01" />
    </LineIcon>
  );
}
