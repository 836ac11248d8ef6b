import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PHOTO_TYPES, photoFileProblem, type UploadOutcome } from '@/admin/lib/upload.ts';

interface ImageUploadFormProps {
  /** Names the form for assistive technology ("Upload a photo"). */
  label: string;
  fileLabel: string;
  hint: string;
  submitLabel: string;
  /** Fields drawn before the file (a product photo's colour and view). */
  children?: ReactNode;
  disabled?: boolean;
  /** Sends the file. */
  send: (file: File, onProgress: (share: number) => void) => Promise<UploadOutcome>;
  /** After a successful upload (re-read what shows the image); answers the line that says it is done. */
  onUploaded: () => Promise<string>;
}

/** Chooses an image and sends it, with its progress, its refusal or its success in words. */
export function ImageUploadForm({
  label,
  fileLabel,
  hint,
  submitLabel,
  children,
  disabled,
  send,
  onUploaded,
}: ImageUploadFormProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setDone(undefined);
    const file = fileInput.current?.files?.[0];
    const refusal = file ? photoFileProblem(file) : 'Choose an image to upload.';
    if (!file || refusal) {
      setProblem(refusal);
      fileInput.current?.focus();
      return;
    }
    setProgress(0);
    const outcome = await send(file, setProgress);
    if (!outcome.ok) {
      setProgress(null);
      setProblem(outcome.message);
      return;
    }
    const message = await onUploaded();
    setProgress(null);
    if (fileInput.current) fileInput.current.value = '';
    setDone(message);
  };

  const busy = progress !== null;
  return (
    <form className="form image-upload" aria-label={label} noValidate onSubmit={submit}>
      <div className="image-upload__fields">
        {children}
        <div className="form__field image-upload__file">
          <label htmlFor={`${id}-file`}>{fileLabel}</label>
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
            {hint}
          </p>
        </div>
      </div>
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy || disabled}>
          {busy ? 'Uploading…' : submitLabel}
        </button>
        {busy && (
          <label className="image-upload__progress">
            Uploading
            <progress max={1} value={progress}>
              {Math.round(progress * 100)}%
            </progress>
          </label>
        )}
      </div>
      <p role="status" className={done ? 'form__note message--success' : 'visually-hidden'}>
        {done ?? (busy ? 'Uploading the image…' : '')}
      </p>
      {problem && (
        <p role="alert" className="form__alert message--error">
          {problem}
        </p>
      )}
    </form>
  );
}
