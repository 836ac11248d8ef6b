import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, pathInLocale, pathWithoutLocale, textDirection } from './locale.ts';

describe('the language of a path', () => {
  it('is Arabic for /ar and below it, English for every other path', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/')).toBe('ar');
    expect(localeOfPath('/ar/product-detail/1')).toBe('ar');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/arabic-tees')).toBe('en');
    expect(localeOfPath('/contact/ar')).toBe('en');
    expect(localeOfPath('/AR/contact')).toBe('en');
  });

  it('strips and adds the prefix without touching the rest of the path', () => {
    expect(pathWithoutLocale('/ar')).toBe('/');
    expect(pathWithoutLocale('/ar/FAQs')).toBe('/FAQs');
    expect(pathWithoutLocale('/arabic')).toBe('/arabic');
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/FAQs', 'ar')).toBe('/ar/FAQs');
    expect(localizedPath('/FAQs', 'en')).toBe('/FAQs');
  });

  it('finds the same page in the other language, query and hash kept', () => {
    expect(pathInLocale('/product-detail/3?colour=Red', 'ar')).toBe('/ar/product-detail/3?colour=Red');
    expect(pathInLocale('/ar/product-detail/3?colour=Red#size', 'en')).toBe('/product-detail/3?colour=Red#size');
    expect(pathInLocale('/ar', 'en')).toBe('/');
    expect(pathInLocale('/', 'ar')).toBe('/ar');
    expect(pathInLocale('/ar/contact', 'ar')).toBe('/ar/contact');
  });

  it('reads right to left in Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
