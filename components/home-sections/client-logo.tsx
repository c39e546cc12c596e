import type { HomeSectionView } from '@/lib/content/home-sections';
import { imageAsset, MEDIA_PATH } from '@/lib/content/images.mjs';
import { withBasePath } from '@/lib/shared/urls';

type Client = Extract<HomeSectionView, { type: 'clients' }>['items'][number];

// Logos of every shape take about the same room: a wide word mark is lower than a square mark.
const AREA_REM2 = 20;
const MAX_WIDTH_REM = 10;
const MAX_HEIGHT_REM = 4;

/** A logo's width, in rem, for its shape (width / height). */
function logoWidth(ratio: number): number {
  const width = Math.min(Math.sqrt(AREA_REM2 * ratio), MAX_WIDTH_REM, MAX_HEIGHT_REM * ratio);
  return Math.round(width * 100) / 100;
}

/*
 * The SVG is the mask of a box filled with the text colour, so every logo shows in the one colour
 * the page sets, whatever colours its file holds, and follows the page if the colours change. The
 * shape is every part the file paints: a white letter on a coloured disc fills as the disc does,
 * so a logo for this is one colour on nothing. The box is an image named by the client, for screen
 * readers. In forced colours the fill is the system's text colour, where the browser would
 * otherwise paint it as the background.
 */
export function ClientLogo({ client }: { client: Client }) {
  const asset = imageAsset(client.logo, `The logo of ${client.name}`);
  if (asset.kind !== 'vector') throw new Error(`The logo of ${client.name} is not an SVG`);
  const mask = `url(${withBasePath(`${MEDIA_PATH}/${asset.file}`)})`;
  return (
    <span
      role="img"
      aria-label={client.name}
      className="block bg-current mask-contain mask-center mask-no-repeat forced-color-adjust-none forced-colors:bg-[CanvasText]"
      style={{
        width: `${logoWidth(asset.width / asset.height)}rem`,
        aspectRatio: `${asset.width} / ${asset.height}`,
        maskImage: mask,
        // WebKit before Safari 15.4 knows the prefixed property only; the stylesheet's mask
        // utilities carry both.
        WebkitMaskImage: mask,
      }}
    />
  );
}
