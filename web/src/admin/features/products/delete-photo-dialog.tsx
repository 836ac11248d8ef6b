import { useDeleteProductPhotoMutation, type ProductPhotos_ProductFragment } from '@/admin/__generated__/graphql.ts';
import { ConfirmDialog } from '@/admin/components/confirm-dialog.tsx';
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
  const [remove] = useDeleteProductPhotoMutation();
  const confirm = async () => {
    if (!photo) return;
    const { data } = await remove({ variables: { productId, photoId: photo.id } });
    const payload = data?.deleteProductPhoto;
    if (!payload?.product) return payload?.errors[0]?.message ?? FAILED;
    onClose();
  };
  const name = photo ? `the ${VIEW_LABELS[photo.view]?.toLowerCase() ?? photo.view} photo of ${photo.colour}` : '';
  return (
    <ConfirmDialog
      open={photo !== null}
      label="Delete photo"
      title={`Delete ${name}?`}
      confirmLabel="Delete photo"
      busyLabel="Deleting…"
      danger
      failed={FAILED}
      onConfirm={confirm}
      onClose={onClose}
    >
      The shop shows the generated art for this view until another photo is uploaded.
    </ConfirmDialog>
  );
}
