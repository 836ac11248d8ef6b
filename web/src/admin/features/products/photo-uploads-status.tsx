import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import type { ProductPhotos_ProductFragment } from '@/admin/__generated__/graphql.ts';
import { VIEW_LABELS } from './photo-upload-form.tsx';

type PhotoUpload = ProductPhotos_ProductFragment['photoUploads'][number];

/** How often the product is read again while a photo's copies are being made. */
export const PROCESSING_POLL_MS = 2_000;

/**
 * The uploads of one colour not yet photos: "processing" until their copies exist (the product is read again
 * every few seconds meanwhile, and the photo then takes their place), or why they failed.
 */
export function PhotoUploadsStatus({ uploads }: { uploads: readonly PhotoUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="product-photos__uploads">
      {uploads.map((upload) => {
        const name = `${VIEW_LABELS[upload.view] ?? upload.view} photo of ${upload.colour}`;
        return upload.status === 'FAILED' ? (
          <li key={upload.id} role="alert" className="message--error">
            {name}: could not be processed. {upload.error}
          </li>
        ) : (
          <li key={upload.id} role="status" className="product-photos__processing">
            {name}: processing…
          </li>
        );
      })}
    </ul>
  );
}

/** Reads the product again every few seconds while any of its uploads is still processing. */
export function useRefreshWhileProcessing(uploads: readonly PhotoUpload[]): void {
  const client = useApolloClient();
  const processing = uploads.some((upload) => upload.status === 'PROCESSING');
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void client.refetchQueries({ include: ['AdminProduct'] }), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [client, processing]);
}
