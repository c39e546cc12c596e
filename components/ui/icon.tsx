import {
  Award,
  Boxes,
  CircleCheck,
  Clock,
  CodeXml,
  ExternalLink,
  HeartHandshake,
  Lightbulb,
  Mail,
  MapPin,
  Palette,
  Phone,
  Plug,
  Server,
  ShoppingCart,
  Smartphone,
  Target,
  TrendingUp,
  type LucideProps,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { FacebookIcon, GithubIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from './brand-icons';

// Every icon the site draws, by the name content uses for it.
const icons = {
  linkedin: LinkedinIcon,
  twitter: TwitterIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  github: GithubIcon,
  mail: Mail,
  phone: Phone,
  'map-pin': MapPin,
  clock: Clock,
  target: Target,
  lightbulb: Lightbulb,
  'heart-handshake': HeartHandshake,
  award: Award,
  'code-xml': CodeXml,
  smartphone: Smartphone,
  server: Server,
  palette: Palette,
  boxes: Boxes,
  'shopping-cart': ShoppingCart,
  plug: Plug,
  'trending-up': TrendingUp,
  'circle-check': CircleCheck,
  'external-link': ExternalLink,
} satisfies Record<string, ComponentType<LucideProps>>;

export type IconName = keyof typeof icons;

interface IconProps extends LucideProps {
  name: IconName;
}

// Content refers to icons by name so data files stay free of JSX.
export function Icon({ name, ...props }: IconProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
