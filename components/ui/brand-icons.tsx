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

// The butterfly's outline.
export function BlueskyIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M6.52 4.37c2.22 1.66 4.6 5.04 5.48 6.85.88-1.81 3.26-5.18 5.48-6.85 1.6-1.2 4.19-2.13 4.19.83 0 .59-.34 4.96-.54 5.67-.69 2.47-3.2 3.1-5.44 2.71 3.91.67 4.9 2.87 2.76 5.07-4.08 4.19-5.86-1.05-6.32-2.39-.08-.25-.12-.36-.12-.26 0-.1-.04.02-.12.26-.46 1.34-2.24 6.58-6.32 2.39-2.15-2.2-1.15-4.41 2.76-5.07-2.24.38-4.75-.25-5.44-2.71-.2-.71-.54-5.08-.54-5.67 0-2.96 2.59-2.03 4.19-.83z" />
    </LineIcon>
  );
}
