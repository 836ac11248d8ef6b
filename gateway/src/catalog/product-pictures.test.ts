import { describe, expect, it } from 'vitest';
import type { ProductImageModel, ProductModel } from './models.ts';
import { pictureOf } from './product-pictures.ts';

const photo: ProductImageModel = {
  id: '1',
  src: '/media/v1/photos/p/960-a.jpg',
  width: 960,
  height: 1280,
  alt: 'Tee in Black, front',
  colour: 'Black',
  srcset: { avif: '/p/320.avif 320w', webp: '/p/320.webp 320w', jpeg: '/p/320.jpg 320w' },
};
const product = { images: [photo] } as ProductModel;

describe('pictureOf', () => {
  it('is the listed image shown at that src, with its size and copies', () => {
    expect(pictureOf(product, photo.src)).toEqual({
      src: photo.src,
      width: 960,
      height: 1280,
      srcset: photo.srcset,
    });
  });

  it("is generated art at the art's size when the list lacks the src (a legacy answer)", () => {
    expect(pictureOf(product, '/media/v1/products/1/black-back.svg')).toEqual({
      src: '/media/v1/products/1/black-back.svg',
      width: 600,
      height: 800,
      srcset: null,
    });
  });
});
