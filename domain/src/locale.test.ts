import { describe, expect, it } from 'vitest';
import {
  chosenLocale,
  languageCookie,
  localeOfPath,
  localizedPath,
  pathInLocale,
  pathWithoutLocale,
  preferredLocale,
  textDirection,
} from './locale.ts';

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

describe("a browser's preferred language", () => {
  it('is the first of English and Arabic in its list, whatever the region', () => {
    expect(preferredLocale(['ar-AE', 'en-US'])).toBe('ar');
    expect(preferredLocale(['AR'])).toBe('ar');
    expect(preferredLocale(['fr-FR', 'ar', 'en'])).toBe('ar');
    expect(preferredLocale(['en-GB', 'ar-AE'])).toBe('en');
    expect(preferredLocale(['fr', 'de'])).toBeNull();
    expect(preferredLocale([])).toBeNull();
    expect(preferredLocale(['arn', 'ara', 'english'])).toBeNull();
  });
});

describe('the language cookie', () => {
  it('is read back as the language it keeps, and nothing else counts as a choice', () => {
    expect(chosenLocale(languageCookie('ar').split(';')[0]!)).toBe('ar');
    expect(chosenLocale('a=1; lang=en; b=2')).toBe('en');
    expect(chosenLocale('')).toBeNull();
    expect(chosenLocale('lang=fr')).toBeNull();
    expect(chosenLocale('xlang=ar')).toBeNull();
    expect(chosenLocale('lang=arabic')).toBeNull();
  });
});
