import type { SVGProps } from 'react';
import { cn } from '@/lib/shared/cn';
import type { BrandIcon, IconRef } from '@/content/types';
import { iconOutlines, MIRRORED_ICONS } from '@/lib/content/icons.mjs';
import {
  BlueskyIcon,
  FacebookIcon,
  GithubIcon,
  InstagramIcon,
  LinkedinIcon,
  TwitterIcon,
} from './brand-icons';
import { LineIcon } from './line-icon';

// Lucide ships no brand marks; these are drawn in its style.
const brandIcons = {
  linkedin: LinkedinIcon,
  twitter: TwitterIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  github: GithubIcon,
  bluesky: BlueskyIcon,
} satisfies Record<BrandIcon, unknown>;

const isBrand = (name: IconRef): name is BrandIcon => name in brandIcons;

interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconRef;
}

// Content refers to icons by name so data files stay free of JSX. A server component: the
// outline is drawn into the HTML and no icon code reaches the browser.
export function Icon({ name, className, ...props }: IconProps) {
  if (isBrand(name)) {
    const Brand = brandIcons[name];
    return <Brand className={className} {...props} />;
  }
  return (
    <LineIcon
      className={cn(className, MIRRORED_ICONS.includes(name) && 'rtl:-scale-x-100')}
      {...props}
    >
      {iconOutlines()[name].map(([tag, attributes], index) => {
        const Element = tag as 'path';
        return <Element key={index} {...attributes} />;
      })}
    </LineIcon>
  );
}
