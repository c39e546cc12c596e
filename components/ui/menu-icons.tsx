import type { SVGProps } from 'react';
import { LineIcon } from './line-icon';

// lucide's "menu" and "x" (ISC licence), drawn here so the header island needs no icon runtime.
export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M4 5h16M4 12h16M4 19h16" />
    </LineIcon>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </LineIcon>
  );
}
