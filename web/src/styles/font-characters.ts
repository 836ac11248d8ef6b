/**
 * The characters the store's fonts are cut down to at build time (web/font-subset-plugin.ts): printable ASCII, and
 * the few others that the storefront's texts and the demo catalogue use. Any other character (a name in Arabic, a
 * star) is drawn by the next font of the stack, the system's. font-characters.test.ts finds every character the
 * texts use: add a new one here.
 */
export const FONT_CHARACTERS = [
  String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index)),
  // Punctuation and signs: middle dot, en and em dash, quotes, ellipsis, multiplication and minus signs,
  // single angle quotes (pager arrows), copyright, degree.
  '·–—‘’“”…×−‹›©°',
  // Letters of the demo catalogue's descriptions.
  'éüÜ',
].join('');

/**
 * Symbols the texts use that neither font has a glyph for: they come from the system's fonts, as they did before
 * the store had fonts of its own.
 */
export const SYSTEM_SYMBOLS = '★☆✓☐←→';

/** Scripts the store's fonts do not cover at all: Arabic is drawn by the system's fonts (names, search rules). */
export const SYSTEM_SCRIPTS = /\p{Script=Arabic}/u;
