import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@store/domain';
import { PHOTO_TYPES, photoFileProblem, uploadRefusal } from './upload.ts';

describe('photoFileProblem', () => {
  it('takes JPEG, PNG and WebP up to the limit, and files without a type', () => {
    expect(PHOTO_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(photoFileProblem({ size: 2000, type: 'image/jpeg' })).toBeUndefined();
    expect(photoFileProblem({ size: PHOTO_MAX_BYTES, type: 'image/webp' })).toBeUndefined();
    expect(photoFileProblem({ size: 2000, type: '' })).toBeUndefined();
  });

  it('refuses large, empty and other files before sending them', () => {
    expect(photoFileProblem({ size: PHOTO_MAX_BYTES + 1, type: 'image/png' })).toMatch(/at most 10 MB/);
    expect(photoFileProblem({ size: 0, type: 'image/png' })).toMatch(/empty/);
    expect(photoFileProblem({ size: 10, type: 'image/gif' })).toBe('Choose a JPEG, PNG or WebP image.');
  });
});

describe('uploadRefusal', () => {
  it("shows the store's own words", () => {
    expect(uploadRefusal(401, { error: 'Sign in to the back office first.' })).toBe(
      'Sign in to the back office first.',
    );
    expect(uploadRefusal(400, { status: '2', message: 'view must be front, back or detail.' })).toBe(
      'view must be front, back or detail.',
    );
  });

  it('says what the status means when the answer has no text', () => {
    expect(uploadRefusal(413, null)).toMatch(/too large/);
    expect(uploadRefusal(415, 'html')).toMatch(/not a JPEG, PNG or WebP/);
    expect(uploadRefusal(401, {})).toMatch(/signed out/);
    expect(uploadRefusal(502, { error: '' })).toMatch(/could not be uploaded/);
  });
});
