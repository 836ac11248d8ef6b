import { describe, expect, it } from 'vitest';
import { contentImage } from './content-image.ts';

const GENERATED = { src: '/media/v3/banners/1.svg', width: 1920, height: 803 };
const variant = (format: 'avif' | 'webp' | 'jpeg', width: number) => ({
  format,
  width,
  height: Math.round(width / 2.4),
  file: `${width}-0123456789abcdef.${format === 'jpeg' ? 'jpg' : format}`,
});

describe('contentImage', () => {
  it('is the generated art, at its size and without a srcset, when nothing was uploaded', () => {
    expect(contentImage(null, GENERATED)).toEqual(GENERATED);
  });

  it("is an upload's widest JPEG at its size, with every format's copies narrowest first", () => {
    const widths = [1280, 640];
    const variants = widths.flatMap((width) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => variant(format, width)),
    );
    const image = contentImage(JSON.stringify({ id: 'p1', variants }), GENERATED);
    expect(image).toEqual({
      src: '/media/v3/photos/p1/1280-0123456789abcdef.jpg',
      width: 1280,
      height: 533,
      srcset: {
        avif: '/media/v3/photos/p1/640-0123456789abcdef.avif 640w, /media/v3/photos/p1/1280-0123456789abcdef.avif 1280w',
        webp: '/media/v3/photos/p1/640-0123456789abcdef.webp 640w, /media/v3/photos/p1/1280-0123456789abcdef.webp 1280w',
        jpeg: '/media/v3/photos/p1/640-0123456789abcdef.jpg 640w, /media/v3/photos/p1/1280-0123456789abcdef.jpg 1280w',
      },
    });
  });
});
