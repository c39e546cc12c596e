// fontverter ships no types; the one call scripts/build/glyphs.mjs makes.
declare module 'fontverter' {
  export function convert(
    data: Uint8Array,
    format: 'sfnt' | 'truetype' | 'woff' | 'woff2',
  ): Promise<Uint8Array>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
