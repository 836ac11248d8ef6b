import { describe, expect, it } from 'vitest';
import { movePhoto, photosOfColour } from './photo-order.ts';

const photos = [
  { id: 'b-front', colour: 'Black', position: 0 },
  { id: 'w-front', colour: 'White', position: 1 },
  { id: 'b-back', colour: 'Black', position: 2 },
  { id: 'b-detail', colour: 'Black', position: 3 },
];

describe('photosOfColour', () => {
  it("lists one colour's photos by position", () => {
    expect(photosOfColour([...photos].reverse(), 'Black').map((photo) => photo.id)).toEqual([
      'b-front',
      'b-back',
      'b-detail',
    ]);
  });
});

describe('movePhoto', () => {
  it('swaps a photo with the next or previous one of its colour, other colours staying put', () => {
    expect(movePhoto(photos, 'b-back', -1)).toEqual(['b-back', 'w-front', 'b-front', 'b-detail']);
    expect(movePhoto(photos, 'b-back', 1)).toEqual(['b-front', 'w-front', 'b-detail', 'b-back']);
  });

  it('does nothing for the first or last photo of a colour, or an unknown one', () => {
    expect(movePhoto(photos, 'b-front', -1)).toBeNull();
    expect(movePhoto(photos, 'b-detail', 1)).toBeNull();
    expect(movePhoto(photos, 'w-front', 1)).toBeNull();
    expect(movePhoto(photos, 'nope', 1)).toBeNull();
  });
});
