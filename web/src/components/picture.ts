import type { ResponsiveImage_PictureFragment } from '@/__generated__/graphql.ts';
import type { ImagePreload } from '@/lib/page-head.ts';

/** An image with its size and, for uploaded photos, its copies per format (a Picture or a ProductImage). */
export type PictureData = ResponsiveImage_PictureFragment;

/**
 * How an image loads: the first screen's largest image at once and before the others (it is the page's
 * largest paint); every other one when it nears the viewport, decoded off the main thread.
 */
export function loadingProps(priority: boolean) {
  return priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}

/**
 * The head's preload for an image drawn `sizes` wide: the copies its <picture> will pick (AVIF, or WebP for
 * an image without AVIF copies), or the one file.
 */
export function imagePreload(image: PictureData, sizes: string): ImagePreload {
  if (!image.srcset) return { href: image.src };
  return image.srcset.avif
    ? { href: image.src, srcset: image.srcset.avif, sizes, type: 'image/avif' }
    : { href: image.src, srcset: image.srcset.webp, sizes, type: 'image/webp' };
}
