import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/content/types';

interface ContactDetailProps {
  icon: IconName;
  label: string;
  children: ReactNode;
}

export function ContactDetail({ icon, label, children }: ContactDetailProps) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-small font-semibold text-ink-600">{label}</h3>
        <div className="mt-0.5 text-body break-words text-ink-900">{children}</div>
      </div>
    </li>
  );
}
