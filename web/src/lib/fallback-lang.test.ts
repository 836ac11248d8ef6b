import { describe, expect, it } from 'vitest';
import { inEnglish } from './fallback-lang.ts';

describe('inEnglish', () => {
  it('marks a field the gateway answered in English, and nothing else', () => {
    expect(inEnglish(['description', 'care'], 'description')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(inEnglish(['description'], 'title')).toBeUndefined();
    expect(inEnglish([], 'title')).toBeUndefined();
    expect(inEnglish(undefined, 'title')).toBeUndefined();
  });
});
