import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import { PHOTO_VIEWS } from '@store/domain';
import { ImageUploadForm } from '@/admin/components/image-upload-form.tsx';
import { uploadFile } from '@/admin/lib/upload.ts';

export const VIEW_LABELS: Record<string, string> = { front: 'Front', back: 'Back', detail: 'Detail' };

/**
 * Colour, view and file: the photo replaces that colour's photo of that view, if there is one. The product is
 * read again after an upload (photos come only from the product): the upload shows as processing until its
 * copies are made in the background.
 */
export function PhotoUploadForm({ productId, colours }: { productId: string; colours: readonly string[] }) {
  const client = useApolloClient();
  const id = useId();
  const [colour, setColour] = useState(colours[0] ?? '');
  const [view, setView] = useState<string>(PHOTO_VIEWS[0]);
  const colourSelect = colours.includes(colour) ? colour : (colours[0] ?? '');

  return (
    <ImageUploadForm
      label="Upload a photo"
      fileLabel="Photo file"
      hint="JPEG, PNG or WebP, up to 10 MB. It replaces the colour’s photo of that view, if there is one."
      submitLabel="Upload photo"
      disabled={colours.length === 0}
      send={(file, onProgress) =>
        uploadFile({
          url: `/admin/uploads/products/${encodeURIComponent(productId)}/photos`,
          fields: { colour: colourSelect, view },
          file,
          onProgress,
        })
      }
      onUploaded={async () => {
        await client.refetchQueries({ include: ['AdminProduct'] });
        return `The ${VIEW_LABELS[view]?.toLowerCase() ?? view} photo of ${colourSelect} is uploaded: it shows here once its copies are made.`;
      }}
    >
      <div className="form__field">
        <label htmlFor={`${id}-colour`}>Colour</label>
        <div className="form__control">
          <select id={`${id}-colour`} value={colourSelect} onChange={(event) => setColour(event.target.value)}>
            {colours.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-view`}>View</label>
        <div className="form__control">
          <select id={`${id}-view`} value={view} onChange={(event) => setView(event.target.value)}>
            {PHOTO_VIEWS.map((name) => (
              <option key={name} value={name}>
                {VIEW_LABELS[name]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </ImageUploadForm>
  );
}
