import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * Text in any language on the shop's PDFs (tax invoice, credit note). Latin-1 text is drawn in pdfkit's standard
 * Helvetica, as before; Arabic letters in IBM Plex Sans Arabic (SIL OFL), embedded by pdfkit, whose fontkit shapes
 * them (joining forms, lam-alef). pdfkit lays words out left to right only, so each line is put in display order
 * here with the Unicode Bidirectional Algorithm (bidi-js): wrapped in logical order, reordered line by line.
 */

const require = createRequire(import.meta.url);
const bidi = bidiFactory();

type Weight = 'regular' | 'bold';

const LATIN: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const ARABIC: Record<Weight, string> = { regular: 'Arabic', bold: 'Arabic-Bold' };
const ARABIC_FILES: Record<Weight, string> = {
  regular: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
  bold: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff',
};

/**
 * The Arabic faces as plain TrueType, unpacked once per process. fontkit reads a WOFF file's tables through a
 * JavaScript inflate on every glyph it looks up (a second or more per invoice), and cannot cut a WOFF2 file's
 * composite glyphs; unpacked once by Node's zlib, that cost is gone.
 */
const arabicFonts = new Map<Weight, Buffer>();
function arabicFont(weight: Weight): Buffer {
  let font = arabicFonts.get(weight);
  if (!font) {
    font = woffToSfnt(readFileSync(require.resolve(ARABIC_FILES[weight])));
    arabicFonts.set(weight, font);
  }
  return font;
}

/**
 * Unpacks both Arabic faces now (the backend calls it as it starts), so the first invoice or credit note after a
 * start does not pay for it inside its transaction while other refunds wait on the counter row.
 */
export function loadArabicFonts(): void {
  arabicFont('regular');
  arabicFont('bold');
}

/** The part of pdfkit's embedded font (not in its types) that records which characters each glyph stands for. */
interface EmbeddedFontInternals {
  encode(text: string, features?: unknown): [string[], unknown[]];
  unicode: (number[] | undefined)[];
}

/**
 * A ligature (lam-alef, and this face's others) stands for two letters, and pdfkit records them in logical order.
 * Text extractors (poppler's pdftotext, pdf.js) read a right-to-left line from its right end and reverse each
 * glyph's letters with the rest of the line, which would turn 'لا' into 'ال' when the PDF is searched or copied:
 * the Arabic glyphs' letters are recorded in display order instead, so that they come out right.
 */
function recordLigaturesInDisplayOrder(font: EmbeddedFontInternals): void {
  // Should a later pdfkit keep these otherwise, the PDF still prints right; only its copied text would suffer.
  if (typeof font.encode !== 'function' || !Array.isArray(font.unicode)) return;
  const encode = font.encode.bind(font);
  const reversed = new Set<number>();
  font.encode = (text, features) => {
    const encoded = encode(text, features);
    font.unicode.forEach((codePoints, gid) => {
      if (!codePoints || codePoints.length < 2 || reversed.has(gid)) return;
      reversed.add(gid);
      if (codePoints.every((codePoint) => ARABIC_SCRIPT.test(String.fromCodePoint(codePoint)))) {
        font.unicode[gid] = codePoints.toReversed();
      }
    });
    return encoded;
  };
}

/** Makes the Arabic faces known to a new document (they are embedded only if a text uses them). */
export function registerArabicFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of ['regular', 'bold'] as const) {
    doc.registerFont(ARABIC[weight], arabicFont(weight));
    recordLigaturesInDisplayOrder((doc.font(ARABIC[weight]) as unknown as { _font: EmbeddedFontInternals })._font);
  }
  doc.font(LATIN.regular);
}

/** What Helvetica draws: the standard fonts cover Latin-1 (WinAnsi). */
const LATIN_1 = /^[\u0020-\u007e\u00a0-\u00ff]$/;
/** Arabic script and its presentation forms, which the Arabic face covers (the Arabic digits included). */
const ARABIC_SCRIPT = /^[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]$/;
/** Invisible format characters (bidi marks, joiners, byte-order mark): the reordering here replaces them. */
const FORMAT = /^\p{Cf}$/u;

/**
 * The text as it can be printed: each character Helvetica or the Arabic face has, and '?' for any other (an emoji,
 * a script the shop has no face for, an unassigned code point). Every character left is one UTF-16 unit, so the
 * bidi levels index it directly.
 */
export function printableMixed(text: string): string {
  let printed = '';
  for (const character of text.normalize('NFC')) {
    // Format characters first: the Arabic letter mark and the byte-order mark are in Arabic's blocks.
    if (FORMAT.test(character)) continue;
    if (character === '\n' || character === '\t') printed += ' ';
    else if (LATIN_1.test(character) || ARABIC_SCRIPT.test(character)) printed += character;
    else printed += '?';
  }
  return printed;
}

/** Whether the text needs this module at all: anything outside Latin-1 does. */
export function needsMixedText(text: string): boolean {
  return /[^\u0020-\u007e\u00a0-\u00ff]/.test(text);
}

/** A piece of a line in display order: its text as given to pdfkit, and the font that draws it. */
interface Run {
  text: string;
  font: string;
}

function isArabic(character: string): boolean {
  return ARABIC_SCRIPT.test(character);
}

/** One line of printable text (no line breaks) as runs in display order, left to right. */
export function displayRuns(line: string, weight: Weight): Run[] {
  if (line === '') return [];
  const levels = bidi.getEmbeddingLevels(line, 'auto');
  const order = Array.from(line, (_, index) => index);
  for (const segment of bidi.getReorderSegments(line, levels)) {
    const [start, end] = segment as [number, number];
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  const rtl = (index: number) => (levels.levels[index]! & 1) === 1;
  // A bracket in a right-to-left stretch is drawn as its mirror image: '(' opens towards the left.
  const character = (index: number) => (rtl(index) && bidi.getMirroredCharacter(line[index]!)) || line[index]!;

  // Consecutive characters (in display order) of one font and one direction make a run.
  const groups: number[][] = [];
  for (const index of order) {
    const last = groups.at(-1);
    const previous = last?.at(-1);
    if (
      last &&
      previous !== undefined &&
      isArabic(line[previous]!) === isArabic(line[index]!) &&
      rtl(previous) === rtl(index)
    ) {
      last.push(index);
    } else {
      groups.push([index]);
    }
  }

  return groups.flatMap((group): Run[] => {
    if (!isArabic(line[group[0]!]!)) return [{ text: group.map(character).join(''), font: LATIN[weight] }];
    const arabicFontName = ARABIC[weight];
    // fontkit shapes a run with Arabic letters as right to left and reverses it itself: give it logical order.
    const hasLetters = group.some((index) => /\p{L}/u.test(line[index]!));
    if (rtl(group[0]!) && hasLetters) {
      return [{ text: group.toReversed().map(character).join(''), font: arabicFontName }];
    }
    // Arabic digits and signs in a left-to-right stretch: fontkit would reverse them too, so one at a time.
    return group.map((index) => ({ text: character(index), font: arabicFontName }));
  });
}

/**
 * The Arabic face's kerning opens gaps of more than a tenth of an em inside words (after a reh ligature), which
 * text extractors read as spaces ('ضر يبية'): the Arabic runs are set without it, the joins and ligatures kept.
 */
const ARABIC_FEATURES = { kern: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

function featuresOf(run: Run): { features?: PDFKit.Mixins.OpenTypeFeatures[] } {
  return run.font === LATIN.regular || run.font === LATIN.bold ? {} : { features: ARABIC_FEATURES };
}

function runWidth(doc: PDFKit.PDFDocument, run: Run): number {
  return doc.font(run.font).widthOfString(run.text, featuresOf(run));
}

function runsWidth(doc: PDFKit.PDFDocument, runs: readonly Run[]): number {
  return runs.reduce((sum, run) => sum + runWidth(doc, run), 0);
}

/** Breaks printable text into lines of at most `width` points, at spaces (or anywhere in a longer word). */
function wrap(doc: PDFKit.PDFDocument, text: string, width: number, weight: Weight): string[] {
  const fits = (line: string) => runsWidth(doc, displayRuns(line, weight)) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = '';
    for (const character of word) {
      if (current !== '' && !fits(current + character)) {
        lines.push(current);
        current = '';
      }
      current += character;
    }
  }
  lines.push(current);
  return lines;
}

/**
 * The Arabic face's reach in ems, read off its glyphs (an alef with hamza above, a yeh's tail below): a line with
 * Arabic is at least this tall, its baseline low enough that no mark touches the line above. Helvetica's ascent
 * is where doc.text puts the baseline of a Latin line.
 */
const ARABIC_ASCENT = 0.86;
const ARABIC_DESCENT = 0.44;
const ARABIC_LINE_GAP = 0.12;
export const HELVETICA_ASCENT = 0.718;
/** Helvetica's ascent and descent together (pdfkit's line height without the gap), to read the font size back. */
const HELVETICA_LINE = 0.718 + 0.207;

export interface MixedTextOptions {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
  /** The first line's baseline, to sit on the baseline of a Latin text beside it; else below y by the ascent. */
  baseline?: number;
}

/**
 * Draws text that has characters outside Latin-1, wrapped to `width` and aligned as asked, at the current font
 * size; leaves doc.y under it, as doc.text does.
 */
export function mixedText(doc: PDFKit.PDFDocument, text: string, options: MixedTextOptions): void {
  const weight: Weight = options.bold ? 'bold' : 'regular';
  const latin = LATIN[weight];
  doc.font(latin);
  const size = currentFontSize(doc);
  const ascent = ARABIC_ASCENT * size;
  const lineHeight = Math.max(doc.currentLineHeight(true), (ARABIC_ASCENT + ARABIC_DESCENT + ARABIC_LINE_GAP) * size);
  let top = options.baseline === undefined ? options.y : options.baseline - ascent;
  for (const line of wrap(doc, printableMixed(text).trim(), options.width, weight)) {
    // A line that would cross the bottom margin starts a new page, as doc.text's lines do.
    if (top + lineHeight > doc.page.maxY()) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    const runs = displayRuns(line, weight);
    let x = options.align === 'right' ? options.x + options.width - runsWidth(doc, runs) : options.x;
    for (const run of runs) {
      doc
        .font(run.font)
        .text(run.text, x, top + ascent, { lineBreak: false, baseline: 'alphabetic', ...featuresOf(run) });
      x += runWidth(doc, run);
    }
    top += lineHeight;
  }
  doc.font(latin);
  doc.x = options.x;
  doc.y = top;
}

/** The current font size, read back from Helvetica's line height (pdfkit keeps the size to itself). */
function currentFontSize(doc: PDFKit.PDFDocument): number {
  return doc.font(LATIN.regular).currentLineHeight(false) / HELVETICA_LINE;
}
