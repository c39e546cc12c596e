import { cardSizes } from '@/components/shared/card-grid';
import { scaleSizes } from '@/lib/server/image-sizes';

// Three projects: a third of the row on a desktop, half on a tablet, the whole width on a phone.
const THREE_PROJECTS = cardSizes('thirds', 3);

describe('sizes for a picture wider than its frame', () => {
  it('multiplies every width and keeps every media condition', () => {
    expect(
      scaleSizes(
        '(min-width: 768px) 50vw, (min-width: 1px) and (orientation: portrait) 80vw, 100vw',
        1.5,
      ),
    ).toBe(
      '(min-width: 768px) calc(50vw * 1.5), (min-width: 1px) and (orientation: portrait) calc(80vw * 1.5), calc(100vw * 1.5)',
    );
  });

  it('keeps widths that hold commas and spaces whole', () => {
    const scaled = scaleSizes(THREE_PROJECTS, 1.875);
    const calcs = (sizes: string) => sizes.split('calc(').length - 1;
    // One more calc() around each of its four widths.
    expect(calcs(scaled)).toBe(calcs(THREE_PROJECTS) + 4);
    expect(scaled).toContain(
      '(min-width: 1024px) calc(calc((min(100vw, 80rem) - 7rem) / 3) * 1.875)',
    );
    expect(scaled.endsWith('calc(calc(min(100vw, 80rem) - 2rem) * 1.875)')).toBe(true);
  });

  it('leaves them as they are for a picture no wider than its frame', () => {
    expect(scaleSizes(THREE_PROJECTS, 1)).toBe(THREE_PROJECTS);
  });
});
