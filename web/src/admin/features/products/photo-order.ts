export interface OrderedPhoto {
  id: string;
  colour: string;
  position: number;
}

/** A colour's photos in the order the shop shows them. */
export function photosOfColour<T extends OrderedPhoto>(photos: readonly T[], colour: string): T[] {
  return photos.filter((photo) => photo.colour === colour).sort((a, b) => a.position - b.position);
}

/**
 * Every photo's id in the new order after moving one a place up (-1) or down (1) among its colour's photos
 * (the store orders all of a product's photos at once); null when it is already first or last.
 */
export function movePhoto(photos: readonly OrderedPhoto[], id: string, step: -1 | 1): string[] | null {
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((photo) => photo.id === id);
  const moving = ordered[index];
  if (!moving) return null;
  let other = index + step;
  while (ordered[other] && ordered[other]?.colour !== moving.colour) other += step;
  const swapWith = ordered[other];
  if (!swapWith) return null;
  ordered[index] = swapWith;
  ordered[other] = moving;
  return ordered.map((photo) => photo.id);
}
