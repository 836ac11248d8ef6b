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

/**
 * The characters the Arabic face (IBM Plex Sans Arabic, /ar pages only) is cut down to: the Arabic alphabet as
 * Arabic writes it (hamza to ghain, tatweel, feh to yeh, the vowel marks and shadda, the dagger alef), and the
 * Arabic comma, semicolon and question mark. Not only the letters the catalogue uses today: a letter missing from
 * the face in the middle of a product's name would be drawn by another font and break the word's joins. Digits
 * are Latin on Arabic pages (docs/decisions.md), drawn by the brand face. fonts.css's unicode-range is this list.
 */
export const ARABIC_FONT_CHARACTERS = [
  '\u060c\u061b\u061f',
  String.fromCharCode(...Array.from({ length: 0x063a - 0x0621 + 1 }, (_, index) => 0x0621 + index)),
  String.fromCharCode(...Array.from({ length: 0x0652 - 0x0640 + 1 }, (_, index) => 0x0640 + index)),
  '\u0670',
].join('');

/**
 * Scripts the brand faces do not cover at all: Arabic is drawn by the Arabic face on Arabic pages, and by the
 * system's fonts on English ones (a name, the suggestion to read the shop in Arabic).
 */
export const SYSTEM_SCRIPTS = /\p{Script_Extensions=Arabic}/u;
