import type { SVGProps } from 'react';
import { LineIcon } from './line-icon';

// lucide's "chevron-down" (ISC licence), drawn here so the form island needs no icon runtime.
export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <LineIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}
