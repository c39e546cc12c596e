import type { ComponentPropsWithoutRef } from 'react';
import { preload } from 'react-dom';
import type { ContentImage } from '@/content/types';
import { cn } from '@/lib/shared/cn';
import { imageAsset, MEDIA_PATH, type ImageFile } from '@/lib/content/images.mjs';
import { scaleSizes } from '@/lib/server/image-sizes';
import { withBasePath } from '@/lib/shared/urls';

interface ResponsiveImageProps extends Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading'
> {
  image: ContentImage;
  /** The width the image takes in the layout at each breakpoint, as the `sizes` attribute. */
  sizes: string;
  /**
   * The frame's shape (width / height). The picture covers it whatever its own shape, cropped
   * around its focus and never stretched; without it the picture keeps its own shape.
   */
  aspect?: number;
  /** The page's largest paint: loaded at once, first in line, and announced in <head>. */
  priority?: boolean;
}

const url = (file: string) => withBasePath(`${MEDIA_PATH}/${file}`);
const srcSet = (files: ImageFile[]) => files.map((f) => `${url(f.file)} ${f.width}w`).join(', ');

// A server component: the browser picks the smallest AVIF (or WebP) that covers the slot at its
// pixel density, and the intrinsic width and height reserve the space before a byte arrives.
export function ResponsiveImage({
  image,
  sizes: slotSizes,
  aspect,
  priority = false,
  className,
  style,
  ...props
}: ResponsiveImageProps) {
  const asset = imageAsset(image.src, `The image "${image.alt}"`);
  // A picture wider than its frame is drawn wider than the slot (its height fills the frame), so
  // the browser must pick a file for that width, not the slot's.
  const sizes = aspect
    ? scaleSizes(slotSizes, Math.max(1, asset.width / asset.height / aspect))
    : slotSizes;
  const position = aspect ? image.focus : undefined;
  // Its file needs a request of its own, which a slow connection answers after the text has
  // painted: the largest picture paints its preview, inside the HTML, with the text, cropped as
  // the file will be, and the file covers it once it arrives (docs/performance.md#images).
  const preview = priority && asset.kind === 'raster' ? asset.preview : undefined;
  const common = {
    alt: image.alt,
    width: asset.width,
    height: asset.height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : ('auto' as const),
    decoding: 'async' as const,
    className: cn(aspect !== undefined && 'object-cover', className),
    style: {
      ...(aspect && { aspectRatio: aspect, objectPosition: position }),
      ...(preview && {
        backgroundImage: `url(${preview})`,
        backgroundSize: 'cover',
        backgroundPosition: position ?? '50% 50%',
      }),
      ...style,
    },
    ...props,
  };
  if (asset.kind === 'vector') {
    if (priority) preload(url(asset.file), { as: 'image', fetchPriority: 'high' });
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in common
    return <img src={url(asset.file)} {...common} />;
  }
  if (priority) {
    // Fetched beside the stylesheet, so the largest paint can land with the first frame.
    preload(url(asset.fallback.file), {
      as: 'image',
      imageSrcSet: srcSet(asset.avif),
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(asset.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(asset.webp)} sizes={sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt is in common */}
      <img src={url(asset.fallback.file)} {...common} />
    </picture>
  );
}
