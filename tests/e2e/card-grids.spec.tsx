import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ExpertiseCard } from '@/components/about/expertise-card';
import { ValueCard } from '@/components/about/value-card';
import { ProjectCard } from '@/components/portfolio/project-card';
import { ServiceCard } from '@/components/services/service-card';
import { CardGrid } from '@/components/shared/card-grid';
import { Container } from '@/components/ui/container';
import { aboutCopy } from '@/content/about';
import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import { expect, ONCE, test } from './fixtures';

/*
 * Every card row of the site with 1 to 9 cards of the owner's own content, rendered by the
 * site's components into a built page (its stylesheet) and measured in the browser: an owner with
 * four services or two projects gets rows as composed as the shipped six and three.
 */
const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// The widest row each layout has at each width the tests look at: the design, not the code.
const MOST = { thirds: { 375: 1, 768: 2, 1280: 3 }, quarters: { 375: 1, 768: 2, 1280: 4 } };
type Width = keyof typeof MOST.thirds;

/**
 * A grid of the site as a page shows it, with `count` cards made from the owner's items: each
 * with its own id, and every other one longer (`longer` changes only text and lists, so the
 * content's literal types, which check its icon names, are kept).
 */
function grid<Item extends { readonly id: string }>(
  name: string,
  layout: keyof typeof MOST,
  Card: ComponentProps<typeof CardGrid<Item>>['Card'],
  items: readonly Item[],
  longer: (item: Item) => object,
) {
  const cards = (count: number) =>
    Array.from({ length: count }, (_, i) => {
      const item = items[i % items.length];
      if (!item) throw new Error(`content has no ${name} to make cards from`);
      return { ...item, ...(i % 2 ? longer(item) : {}), id: `${item.id}-${i}` } as Item;
    });
  return {
    name,
    layout,
    render: (count: number) => <CardGrid layout={layout} Card={Card} items={cards(count)} />,
  };
}

const twice = (text: string) => `${text} ${text}`;

const GRIDS = [
  grid('services', 'thirds', ServiceCard, servicesCopy.services.items, (s) => ({
    description: twice(s.description),
  })),
  grid('projects', 'thirds', ProjectCard, portfolioCopy.projects.items, (p) => ({
    features: [...p.features, ...p.features],
  })),
  grid('values', 'quarters', ValueCard, aboutCopy.values.items, (v) => ({ text: twice(v.text) })),
  grid('expertise', 'quarters', ExpertiseCard, aboutCopy.expertise.items, (a) => ({
    technologies: [...a.technologies, ...a.technologies.map((t) => `${t} 2`)],
  })),
];

const markup = renderToStaticMarkup(
  <>
    {GRIDS.flatMap(({ name, render }) =>
      COUNTS.map((count) => (
        <Container key={`${name}-${count}`} data-grid={name} data-count={count}>
          {render(count)}
        </Container>
      )),
    )}
  </>,
);

interface Box {
  left: number;
  right: number;
  top: number;
  height: number;
  width: number;
}

// In the page: each grid's list and its cards, as drawn.
const measure = () => {
  const box = (element: Element) => {
    const { left, right, top, height, width } = element.getBoundingClientRect();
    return { left, right, top: top + window.scrollY, height, width };
  };
  return [...document.querySelectorAll<HTMLElement>('[data-grid]')].map((container) => {
    const list = container.querySelector('ul');
    if (!list) throw new Error('a grid without its list');
    return {
      name: container.dataset.grid ?? '',
      count: Number(container.dataset.count),
      list: box(list),
      cards: [...list.children].map((item) => box(item.firstElementChild ?? item)),
    };
  });
};

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

/** The cards of each row, top to bottom, in the order they are drawn. */
function rowsOf(cards: Box[]): Box[][] {
  const rows: Box[][] = [];
  for (const card of cards) {
    const row = rows.find(([first]) => first && near(first.top, card.top));
    if (row) row.push(card);
    else rows.push([card]);
  }
  return rows
    .sort(([a], [b]) => (a?.top ?? 0) - (b?.top ?? 0))
    .map((row) => [...row].sort((a, b) => a.left - b.left));
}

test.describe('card rows', ONCE, () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 768, 1280] as const satisfies Width[]) {
    test(`are composed for 1 to 9 cards at ${width} px`, async ({ page, isMobile }) => {
      test.skip(isMobile !== (width === 375), 'each width in one project');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about/');
      await page.locator('main').evaluate((main, html) => {
        main.innerHTML = html;
      }, markup);
      const grids = await page.evaluate(measure);
      expect(grids).toHaveLength(GRIDS.length * COUNTS.length);
      for (const { name, count, list, cards } of grids) {
        const layout = GRIDS.find((grid) => grid.name === name)?.layout ?? 'thirds';
        const most = MOST[layout][width];
        const where = `${count} ${name} at ${width} px`;
        const rows = rowsOf(cards);
        const lengths = rows.map((row) => row.length);
        expect.soft(cards, where).toHaveLength(count);
        // As few rows as the widest row allows, shared evenly, the fuller rows first: no card
        // alone under a fuller row unless two is the most a row holds.
        expect.soft(rows.length, `${where}: rows ${lengths}`).toBe(Math.ceil(count / most));
        expect
          .soft(Math.max(...lengths) - Math.min(...lengths), `${where}: rows ${lengths}`)
          .toBeLessThanOrEqual(1);
        expect
          .soft(lengths, `${where}: fuller rows first`)
          .toEqual([...lengths].sort((a, b) => b - a));
        const first = rows[0] ?? [];
        // More than one card: the first row spans the grid.
        if (count > 1) {
          expect
            .soft(near(first[0]?.left ?? NaN, list.left), `${where}: first row starts at the edge`)
            .toBe(true);
          expect
            .soft(
              near(first.at(-1)?.right ?? NaN, list.right),
              `${where}: first row ends at the edge`,
            )
            .toBe(true);
        }
        for (const [r, row] of rows.entries()) {
          const left = (row[0]?.left ?? NaN) - list.left;
          const right = list.right - (row.at(-1)?.right ?? NaN);
          expect
            .soft(near(left, right), `${where}: row ${r + 1} centred (${left} | ${right})`)
            .toBe(true);
          for (const card of row) {
            expect
              .soft(near(card.height, row[0]?.height ?? NaN), `${where}: row ${r + 1} heights`)
              .toBe(true);
          }
        }
        for (const card of cards) {
          expect.soft(near(card.width, cards[0]?.width ?? NaN), `${where}: card widths`).toBe(true);
        }
      }
    });
  }
});
