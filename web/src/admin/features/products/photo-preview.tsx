import type { ProductPhotos_ProductFragment } from '@/admin/__generated__/graphql.ts';

type Photo = ProductPhotos_ProductFragment['photos'][number];

const srcSet = (photo: Photo, format: string) =>
  photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

const SIZES = '(max-width: 640px) 45vw, 180px';

/** A photo at the size it is shown, from its copies: AVIF or WebP where the browser takes them, else JPEG. */
export function PhotoPreview({ photo, alt }: { photo: Photo; alt: string }) {
  const jpeg = srcSet(photo, 'jpeg');
  return (
    <picture className="photo-preview">
      {['avif', 'webp'].map((format) => {
        const set = srcSet(photo, format);
        return set ? <source key={format} type={`image/${format}`} srcSet={set} sizes={SIZES} /> : null;
      })}
      <img
        src={photo.src}
        srcSet={jpeg || undefined}
        sizes={jpeg ? SIZES : undefined}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading="lazy"
      />
    </picture>
  );
}
