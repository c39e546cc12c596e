import { render } from '@testing-library/react';
import { NoticeBlock } from '@/components/legal/notice-block';

// A name filled into the privacy notice runs its own way (<bdi>): in an Arabic sentence,
// 'Netlify, Inc.' keeps its full stop after 'Inc', where the sentence's order would move it.

describe('NoticeBlock', () => {
  it('sets the names of a sentence apart, and links its links', () => {
    const { container } = render(
      <NoticeBlock
        block={{
          kind: 'text',
          text: 'تستضيف Netlify, Inc. هذا الموقع. راسلنا على hello@madar.example: نرد خلال شهر.',
          links: [{ text: 'hello@madar.example', href: 'mailto:hello@madar.example' }],
          isolates: ['Netlify, Inc.', 'hello@madar.example'],
        }}
      />,
    );
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'Netlify, Inc.',
    ]);
    expect(container.querySelector('a')).toHaveAttribute('href', 'mailto:hello@madar.example');
    expect(container.textContent).toBe(
      'تستضيف Netlify, Inc. هذا الموقع. راسلنا على hello@madar.example: نرد خلال شهر.',
    );
  });

  it('sets a party’s name apart, in the list and in its policy’s link', () => {
    const { container } = render(
      <NoticeBlock
        block={{
          kind: 'parties',
          items: [
            {
              name: 'Netlify, Inc.',
              policy: {
                text: 'سياسة الخصوصية لدى Netlify, Inc.',
                href: 'https://www.netlify.com/privacy/',
              },
            },
          ],
        }}
      />,
    );
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'Netlify, Inc.',
      'Netlify, Inc.',
    ]);
    expect(container.querySelector('a bdi')).not.toBeNull();
  });
});
