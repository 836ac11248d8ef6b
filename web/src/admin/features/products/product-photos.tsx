import { useEffect, useRef, useState } from 'react';
import { useReorderProductPhotosMutation, type ProductPhotos_ProductFragment } from '@/admin/__generated__/graphql.ts';
import { faultMessage } from '@/lib/form-errors.ts';
import { DeletePhotoDialog } from './delete-photo-dialog.tsx';
import { movePhoto, photosOfColour } from './photo-order.ts';
import { PhotoPreview } from './photo-preview.tsx';
import { PhotoUploadForm, VIEW_LABELS } from './photo-upload-form.tsx';
import { PhotoUploadsStatus, useRefreshWhileProcessing } from './photo-uploads-status.tsx';

type Photo = ProductPhotos_ProductFragment['photos'][number];
const FAILED = 'The photos could not be reordered. Please try again.';

/** The product's photos by colour, in the shop's order: upload, move up or down, delete. */
export function ProductPhotos({ product }: { product: ProductPhotos_ProductFragment }) {
  const [reorder, { loading }] = useReorderProductPhotosMutation();
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState<Photo | null>(null);
  // After a move, the focus follows the photo's button to its new place (or the other one at an end).
  const [refocus, setRefocus] = useState<{ id: string; step: -1 | 1 } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  useRefreshWhileProcessing(product.photoUploads);

  useEffect(() => {
    if (!refocus || !list.current) return;
    const buttons = [1, -1].map((sign) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-photo="${refocus.id}"][data-step="${refocus.step * sign}"]`,
      ),
    );
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [refocus, product.photos]);

  const move = async (photo: Photo, step: -1 | 1) => {
    const photoIds = movePhoto(product.photos, photo.id, step);
    if (!photoIds) return;
    setProblem(undefined);
    try {
      const { data } = await reorder({ variables: { productId: product.id, photoIds } });
      const payload = data?.reorderProductPhotos;
      if (!payload?.product) return setProblem(payload?.errors[0]?.message ?? FAILED);
      setRefocus({ id: photo.id, step });
    } catch (error) {
      console.error('Reordering photos failed:', error);
      setProblem(faultMessage(error, FAILED));
    }
  };

  const colours = [...new Set([...product.colours, ...product.photos.map((photo) => photo.colour)])];

  return (
    <div className="product-photos">
      <PhotoUploadForm productId={product.id} colours={product.colours} />
      {problem && (
        <p role="alert" className="form__alert message--error">
          {problem}
        </p>
      )}
      <div ref={list} className="product-photos__colours">
        {colours.map((colour) => {
          const photos = photosOfColour(product.photos, colour);
          const uploads = product.photoUploads.filter((upload) => upload.colour === colour);
          return (
            <section key={colour} aria-label={`${colour} photos`} className="product-photos__colour">
              <h3>{colour}</h3>
              <PhotoUploadsStatus uploads={uploads} />
              {photos.length === 0 ? (
                <p className="form__hint">No photo yet: the shop shows the generated art for this colour.</p>
              ) : (
                <ol className="product-photos__list">
                  {photos.map((photo, index) => {
                    const name = `${VIEW_LABELS[photo.view] ?? photo.view} photo of ${colour}`;
                    return (
                      <li key={photo.id} className="product-photos__item">
                        <PhotoPreview photo={photo} alt={name} />
                        <p className="product-photos__caption">
                          {index + 1}. {VIEW_LABELS[photo.view] ?? photo.view}
                        </p>
                        <div className="product-photos__actions">
                          <button
                            type="button"
                            className="button button--outline"
                            data-photo={photo.id}
                            data-step={-1}
                            disabled={loading || index === 0}
                            onClick={() => void move(photo, -1)}
                          >
                            Move up<span className="visually-hidden">: {name}</span>
                          </button>
                          <button
                            type="button"
                            className="button button--outline"
                            data-photo={photo.id}
                            data-step={1}
                            disabled={loading || index === photos.length - 1}
                            onClick={() => void move(photo, 1)}
                          >
                            Move down<span className="visually-hidden">: {name}</span>
                          </button>
                          <button type="button" className="button button--outline" onClick={() => setDeleting(photo)}>
                            Delete<span className="visually-hidden">: {name}</span>
                          </button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>
          );
        })}
      </div>
      <DeletePhotoDialog productId={product.id} photo={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
