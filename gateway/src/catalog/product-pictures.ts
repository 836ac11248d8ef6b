import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '@store/domain';
import type { PictureModel, ProductModel } from './models.ts';

/** The product image shown at `src` with its size and copies; a src the image list lacks is generated art. */
export function pictureOf(product: ProductModel, src: string): PictureModel {
  const image = product.images.find((candidate) => candidate.src === src);
  return image
    ? { src, width: image.width, height: image.height, srcset: image.srcset }
    : { src, width: PRODUCT_IMAGE_WIDTH, height: PRODUCT_IMAGE_HEIGHT, srcset: null };
}
