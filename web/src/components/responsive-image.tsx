import { loadingProps, type PictureData } from './picture.ts';
import './responsive-image.css';

/**
 * An image with its width and height (its box is kept before it loads). An uploaded photo comes as a
 * <picture> of AVIF and WebP copies with a JPEG fallback, each a `srcset` the browser picks from by `sizes`, as is
 * generated product art; other generated art (collections, banners) is one SVG. `priority` marks the first screen's largest image: eager and fetched first.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: PictureData;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcset?.jpeg}
      sizes={image.srcset ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      {...loadingProps(priority)}
    />
  );
  if (!image.srcset) return img;
  return (
    <picture className="responsive-image">
      {image.srcset.avif && <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />}
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
