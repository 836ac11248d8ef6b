import { useState } from 'react';
import { useDeleteProductPhotoMutation, type ProductPhotos_ProductFragment } from '@/admin/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultMessage } from '@/lib/form-errors.ts';
import { VIEW_LABELS } from './photo-upload-form.tsx';

type Photo = ProductPhotos_ProductFragment['photos'][number];
const FAILED = 'The photo could not be deleted. Please try again.';

/** The confirm step before deleting a photo: the shop then shows the generated art for that view. */
export function DeletePhotoDialog({
  productId,
  photo,
  onClose,
}: {
  productId: string;
  photo: Photo | null;
  onClose: () => void;
}) {
  const [remove, { loading }] = useDeleteProductPhotoMutation();
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setProblem(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!photo) return;
    setProblem(undefined);
    try {
      const { data } = await remove({ variables: { productId, photoId: photo.id } });
      const payload = data?.deleteProductPhoto;
      if (!payload?.product) return setProblem(payload?.errors[0]?.message ?? FAILED);
      close();
    } catch (error) {
      console.error('Deleting a photo failed:', error);
      setProblem(faultMessage(error, FAILED));
    }
  };

  const name = photo ? `the ${VIEW_LABELS[photo.view]?.toLowerCase() ?? photo.view} photo of ${photo.colour}` : '';
  return (
    <Dialog open={photo !== null} onClose={close} label="Delete photo">
      {photo && (
        <div className="admin-confirm">
          <h2>Delete {name}?</h2>
          <p>The shop shows the generated art for this view until another photo is uploaded.</p>
          {problem && (
            <p role="alert" className="form__alert message--error">
              {problem}
            </p>
          )}
          <div className="form__actions">
            <button type="button" className="button admin-confirm__danger" disabled={loading} onClick={confirm}>
              {loading ? 'Deleting…' : 'Delete photo'}
            </button>
            <button type="button" className="button button--outline" onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
