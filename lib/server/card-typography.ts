import { OG_IMAGE_SIZE } from './metadata';

const INTER_SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
];
const RUBIK_SUBSETS = ['arabic', 'hebrew'];

/**
 * The typefaces' files, less their weight and extension, in the order a character looks for its
 * glyph: satori and HarfBuzz read the .woff ones. Every script Inter draws, so a name or a title
 * in Polish, Vietnamese, Greek or Ukrainian is on the card, then Rubik for Arabic and Hebrew, whose
 * Arabic HarfBuzz and satori can shape (Noto Sans Arabic's tables stop satori). Each file is a
 * family of its own: satori takes one font per family and weight, and draws a character that font
 * lacks as a box.
 */
export const IMAGE_FONT_FILES = [
  ...INTER_SUBSETS.map((subset) => ({
    name: `Inter-${subset}`,
    file: `node_modules/@fontsource/inter/files/inter-${subset}`,
  })),
  ...RUBIK_SUBSETS.map((subset) => ({
    name: `Rubik-${subset}`,
    file: `node_modules/@fontsource/rubik/files/rubik-${subset}`,
  })),
];

/** The CSS font family of every generated image: each file's family, in order. */
export const IMAGE_FONT_FAMILY = IMAGE_FONT_FILES.map(({ name }) => name).join(', ');

/** A social card's frame: its padding, and the brand mark beside the site's name. */
export const CARD_FRAME = { padding: 80, markSize: 64, gap: 20 } as const;

const contentWidth = OG_IMAGE_SIZE.width - 2 * CARD_FRAME.padding;

/** Each text of a social card: its type, and the width it wraps at. */
export const CARD_TEXT = {
  name: {
    fontSize: 36,
    fontWeight: 800,
    lineHeight: 1.2,
    maxWidth: contentWidth - CARD_FRAME.markSize - CARD_FRAME.gap,
  },
  title: { fontSize: 76, fontWeight: 800, lineHeight: 1.05, maxWidth: contentWidth },
  description: { fontSize: 30, fontWeight: 400, lineHeight: 1.4, maxWidth: 960 },
} as const;
