import { render } from '@testing-library/react';
import { Icon } from '@/components/ui/icon';
import type { IconRef } from '@/content/types';
import { iconOutlines } from '@/lib/content/icons.mjs';

// Content names icons as lucide does: any of its names draws, with no list to extend, and a name
// that is no icon is a type error where content writes it (npm run typecheck reads this file).
// @ts-expect-error: lucide has no icon of this name, and no brand mark is called so
const unknown: IconRef = 'no-such-icon';

describe('Icon', () => {
  it('draws any lucide icon by name, and an alias as the icon it stands for', () => {
    const { container } = render(
      <>
        <Icon name="rocket" />
        <Icon name="alarm-check" />
        <Icon name="alarm-clock-check" />
      </>,
    );
    const [rocket, alias, icon] = container.querySelectorAll('svg');
    expect(rocket?.children.length).toBe(iconOutlines().rocket.length);
    expect(alias?.innerHTML).toBe(icon?.innerHTML);
  });

  it('draws the brand marks lucide does not ship', () => {
    const { container } = render(<Icon name="github" />);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('leaves a name that is no icon to the type check', () => {
    expect(unknown in iconOutlines()).toBe(false);
  });
});
