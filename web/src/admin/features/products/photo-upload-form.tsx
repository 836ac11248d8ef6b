import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PHOTO_VIEWS } from '@store/domain';
import { PHOTO_TYPES, photoFileProblem, uploadPhoto } from './photo-upload.ts';

export const VIEW_LABELS: Record<string, string> = { front: 'Front', back: 'Back', detail: 'Detail' };

/**
 * Colour, view and file: the photo replaces that colour's photo of that view, if there is one. The product is
 * read again after an upload (photos come only from the product).
 */
export function PhotoUploadForm({ productId, colours }: { productId: string; colours: readonly string[] }) {
  const client = useApolloClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [colour, setColour] = useState(colours[0] ?? '');
  const [view, setView] = useState<string>(PHOTO_VIEWS[0]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setDone(undefined);
    const file = fileInput.current?.files?.[0];
    const refusal = file ? photoFileProblem(file) : 'Choose a photo to upload.';
    if (!file || refusal) {
      setProblem(refusal);
      fileInput.current?.focus();
      return;
    }
    setProgress(0);
    const outcome = await uploadPhoto({ productId, colour, view, file, onProgress: setProgress });
    if (!outcome.ok) {
      setProgress(null);
      setProblem(outcome.message);
      return;
    }
    await client.refetchQueries({ include: ['AdminProduct'] });
    setProgress(null);
    if (fileInput.current) fileInput.current.value = '';
    setDone(`The ${VIEW_LABELS[view]?.toLowerCase() ?? view} photo of ${colour} is uploaded.`);
  };

  const busy = progress !== null;
  const colourSelect = colours.includes(colour) ? colour : (colours[0] ?? '');

  return (
    <form className="form photo-upload" aria-label="Upload a photo" noValidate onSubmit={submit}>
      <div className="photo-upload__fields">
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
        <div className="form__field photo-upload__file">
          <label htmlFor={`${id}-file`}>Photo file</label>
          <div className="form__control admin-control">
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              aria-describedby={`${id}-hint`}
              aria-invalid={problem ? true : undefined}
              onChange={() => setProblem(undefined)}
            />
          </div>
          <p id={`${id}-hint`} className="form__hint">
            JPEG, PNG or WebP, up to 10 MB. It replaces the colour’s photo of that view, if there is one.
          </p>
        </div>
      </div>
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy || colours.length === 0}>
          {busy ? 'Uploading…' : 'Upload photo'}
        </button>
        {busy && (
          <label className="photo-upload__progress">
            Uploading
            <progress max={1} value={progress}>
              {Math.round(progress * 100)}%
            </progress>
          </label>
        )}
      </div>
      <p role="status" className={done ? 'form__note message--success' : 'visually-hidden'}>
        {done ?? (busy ? 'Uploading the photo…' : '')}
      </p>
      {problem && (
        <p role="alert" className="form__alert message--error">
          {problem}
        </p>
      )}
    </form>
  );
}
