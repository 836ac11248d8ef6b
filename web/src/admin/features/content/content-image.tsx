import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { ImageUploadForm } from '@/admin/components/image-upload-form.tsx';
import { uploadFile } from '@/admin/lib/upload.ts';
import { faultMessage } from '@/lib/form-errors.ts';

interface ContentImageProps {
  /** What the image is for, in words ("the banner “Built for the track”", "the JDM card"). */
  what: string;
  /** The gateway's upload address for it. */
  uploadUrl: string;
  /** An uploaded image shows now (else the generated art). */
  uploaded: boolean;
  /** Puts the generated art back: a refusal's text, or nothing when done. */
  removeImage: () => Promise<string | undefined>;
}

/** A banner's or a collection card's own image: upload one in place of the generated art, or go back to the art. */
export function ContentImage({ what, uploadUrl, uploaded, removeImage }: ContentImageProps) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean }>();

  const useArt = async () => {
    setBusy(true);
    setNote(undefined);
    try {
      const refusal = await removeImage();
      setNote(
        refusal ? { text: refusal, error: true } : { text: `The generated art is back on ${what}.`, error: false },
      );
    } catch (error) {
      console.error('Removing an image failed:', error);
      setNote({ text: faultMessage(error, 'The image could not be removed. Please try again.'), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="content-image">
      <ImageUploadForm
        label={`Image of ${what}`}
        fileLabel="Image file"
        hint={`JPEG, PNG or WebP, up to 10 MB. It shows on ${what} in place of ${uploaded ? 'the image there now' : 'the generated art'}.`}
        submitLabel="Upload image"
        send={(file, onProgress) => uploadFile({ url: uploadUrl, file, onProgress })}
        onUploaded={async () => {
          await client.refetchQueries({ include: ['CollectionsPage'] });
          setNote(undefined);
          return `The image of ${what} is uploaded.`;
        }}
      />
      {uploaded && (
        <button type="button" className="button button--outline" disabled={busy} onClick={useArt}>
          Use the generated art<span className="visually-hidden"> on {what}</span>
        </button>
      )}
      {note && (
        <p role={note.error ? 'alert' : 'status'} className={`form__note message--${note.error ? 'error' : 'success'}`}>
          {note.text}
        </p>
      )}
    </div>
  );
}
