import { describe, expect, it } from 'vitest';
import { imagePreload, loadingProps } from './picture.ts';

const art = { src: '/media/v1/products/1/black-front.svg', width: 600, height: 800, srcset: null };
const photo = {
  src: '/media/v1/photos/p/1280-a.jpg',
  width: 1280,
  height: 1707,
  srcset: { avif: '/p/320.avif 320w, /p/1280.avif 1280w', webp: '/p/320.webp 320w', jpeg: '/p/320.jpg 320w' },
};

describe('loadingProps', () => {
  it("fetches the first screen's largest image at once and first", () => {
    expect(loadingProps(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });

  it('loads every other image lazily and decodes it off the main thread', () => {
    expect(loadingProps(false)).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});

describe('imagePreload', () => {
  it('preloads the AVIF copies a <picture> picks first, at the size it is drawn', () => {
    expect(imagePreload(photo, '100vw')).toEqual({
      href: photo.src,
      srcset: photo.srcset.avif,
      sizes: '100vw',
      type: 'image/avif',
    });
  });

  it('preloads the WebP copies of generated product art, which has no AVIF', () => {
    const copies = { ...photo, srcset: { avif: '', webp: '/a/320.webp 320w', jpeg: '/a/320.jpg 320w' } };
    expect(imagePreload(copies, '50vw')).toEqual({
      href: copies.src,
      srcset: '/a/320.webp 320w',
      sizes: '50vw',
      type: 'image/webp',
    });
  });

  it('preloads generated art by its one URL', () => {
    expect(imagePreload(art, '100vw')).toEqual({ href: art.src });
  });
});
