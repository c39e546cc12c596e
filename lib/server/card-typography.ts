import { OG_IMAGE_SIZE } from './metadata';

/**
 * The typefaces of every generated image: the site's, and for the scripts Inter lacks (a name or
 * a title in Arabic or Hebrew) Rubik, whose Arabic HarfBuzz and satori can shape (Noto Sans
 * Arabic's tables stop satori).
 */
export const IMAGE_FONT_FAMILY = 'Inter, Rubik';

/**
 * The typefaces' files, less their weight and extension, in the order a character looks for its
 * glyph: satori and HarfBuzz read the .woff ones.
 */
export const IMAGE_FONT_FILES = [
  { name: 'Inter', file: 'node_modules/@fontsource/inter/files/inter-latin' },
  { name: 'Rubik', file: 'node_modules/@fontsource/rubik/files/rubik-arabic' },
  { name: 'Rubik', file: 'node_modules/@fontsource/rubik/files/rubik-hebrew' },
];

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
