// fontverter ships no types; the one call its users make (scripts/build/glyphs.mjs, lib/server/shaped-text.ts).
declare module 'fontverter' {
  export function convert(
    data: Uint8Array,
    format: 'sfnt' | 'truetype' | 'woff' | 'woff2',
  ): Promise<Uint8Array>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
