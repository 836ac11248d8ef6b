import { describe, expect, it } from 'vitest';
import { shouldSuggestArabic } from './suggest-arabic.tsx';

describe('the Arabic suggestion', () => {
  it('is for an English page in a browser that prefers Arabic, before the shopper has chosen', () => {
    expect(shouldSuggestArabic('en', '', ['ar-AE', 'en'])).toBe(true);
    expect(shouldSuggestArabic('en', 'theme=dark; lang=en', ['ar-AE'])).toBe(false);
    expect(shouldSuggestArabic('en', 'lang=ar', ['ar-AE'])).toBe(false);
    expect(shouldSuggestArabic('ar', '', ['ar-AE'])).toBe(false);
    expect(shouldSuggestArabic('en', '', ['fr', 'en-GB', 'ar'])).toBe(false);
    expect(shouldSuggestArabic('en', '', [])).toBe(false);
  });
});
