import type { ReactNode } from 'react';
import { IconTile } from '@/components/shared/icon-tile';
import type { IconRef } from '@/content/types';

interface ContactDetailProps {
  icon: IconRef;
  label: string;
  children: ReactNode;
}

export function ContactDetail({ icon, label, children }: ContactDetailProps) {
  return (
    <li className="flex gap-4">
      <IconTile name={icon} size="md" />
      <div className="min-w-0">
        <h3 className="text-small font-semibold text-ink-600">{label}</h3>
        <div className="mt-0.5 text-body break-words text-ink-900">{children}</div>
      </div>
    </li>
  );
}
