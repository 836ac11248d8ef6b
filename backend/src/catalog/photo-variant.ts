export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

/** One resized copy of an uploaded photo, stored as `file` in the photo's folder of the media directory. */
export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  file: string;
}
