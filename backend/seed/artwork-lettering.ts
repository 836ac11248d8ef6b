/**
 * Lettering drawn as strokes, not SVG text: the server renders the art to pixels (librsvg), and a server may
 * have no fonts at all (the slim container image has none), which would print boxes. A chamfered monoline
 * alphabet on a 4×6 grid (y down, 6 = baseline) also reads as a screen-printed sports type.
 */
import { escapeXml, n } from './artwork-svg.ts';

interface Glyph {
  width: number;
  /** Polylines as "x,y x,y …". */
  strokes: readonly string[];
}

const O = '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0';
const P = '0,6 0,0 3,0 4,1 4,2.5 3,3.5 0,3.5';

const GLYPHS: Readonly<Record<string, Glyph>> = {
  A: { width: 4, strokes: ['0,6 0,1 1,0 3,0 4,1 4,6', '0,3.5 4,3.5'] },
  B: { width: 4, strokes: ['0,6 0,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 0,6', '0,3 3,3'] },
  C: { width: 4, strokes: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'] },
  D: { width: 4, strokes: ['0,0 3,0 4,1 4,5 3,6 0,6 0,0'] },
  E: { width: 4, strokes: ['4,0 0,0 0,6 4,6', '0,3 3,3'] },
  F: { width: 4, strokes: ['4,0 0,0 0,6', '0,3 3,3'] },
  G: { width: 4, strokes: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.2,3.5'] },
  H: { width: 4, strokes: ['0,0 0,6', '4,0 4,6', '0,3 4,3'] },
  I: { width: 0, strokes: ['0,0 0,6'] },
  J: { width: 4, strokes: ['4,0 4,5 3,6 1,6 0,5'] },
  K: { width: 4, strokes: ['0,0 0,6', '3.9,0 0.3,3.4', '1.7,2.1 4,6'] },
  L: { width: 4, strokes: ['0,0 0,6 4,6'] },
  M: { width: 5, strokes: ['0,6 0,0 2.5,3 5,0 5,6'] },
  N: { width: 4, strokes: ['0,6 0,0 4,6 4,0'] },
  O: { width: 4, strokes: [O] },
  P: { width: 4, strokes: [P] },
  Q: { width: 4, strokes: [O, '2.4,4.4 4.2,6.2'] },
  R: { width: 4, strokes: [P, '2.2,3.5 4,6'] },
  S: { width: 4, strokes: ['4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5'] },
  T: { width: 4, strokes: ['0,0 4,0', '2,0 2,6'] },
  U: { width: 4, strokes: ['0,0 0,5 1,6 3,6 4,5 4,0'] },
  V: { width: 4, strokes: ['0,0 2,6 4,0'] },
  W: { width: 5, strokes: ['0,0 1.2,6 2.5,2.4 3.8,6 5,0'] },
  X: { width: 4, strokes: ['0,0 4,6', '4,0 0,6'] },
  Y: { width: 4, strokes: ['0,0 2,3 4,0', '2,3 2,6'] },
  Z: { width: 4, strokes: ['0,0 4,0 0,6 4,6'] },
  '0': { width: 4, strokes: [O] },
  '1': { width: 2, strokes: ['0,1.2 1.6,0 1.6,6'] },
  '2': { width: 4, strokes: ['0,1 1,0 3,0 4,1 4,2.2 0,6 4,6'] },
  '3': { width: 4, strokes: ['0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5', '1.4,3 3,3'] },
  '4': { width: 4, strokes: ['3,6 3,0 0,4 4,4'] },
  '5': { width: 4, strokes: ['4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5'] },
  '6': { width: 4, strokes: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3'] },
  '7': { width: 4, strokes: ['0,0 4,0 1.5,6'] },
  '8': { width: 4, strokes: ['1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3'] },
  '9': { width: 4, strokes: ['4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5'] },
  '-': { width: 3, strokes: ['0,3.4 3,3.4'] },
  '.': { width: 0, strokes: ['0,5.4 0,6'] },
  ',': { width: 0.5, strokes: ['0.5,5.4 0,6.8'] },
  "'": { width: 0, strokes: ['0,0 0,1.6'] },
  '!': { width: 0, strokes: ['0,0 0,4', '0,5.4 0,6'] },
  '?': { width: 4, strokes: ['0,1 1,0 3,0 4,1 4,2 2,3.4 2,4.2', '2,5.4 2,6'] },
  '/': { width: 3, strokes: ['0,6 3,0'] },
  ':': { width: 0, strokes: ['0,1.6 0,2.2', '0,5.4 0,6'] },
  '+': { width: 4, strokes: ['0,3 4,3', '2,1 2,5'] },
  '&': { width: 4, strokes: ['4,6 1,2.2 1,1 1.8,0 2.8,0 3.4,1 3.4,1.8 0,4.2 0,5 1,6 2.6,6 4,4.2'] },
};

const SPACE = 2.5;
const GAP = 2;
const STROKE = 1.2;

/** Upper case without accents (Ü → U): the alphabet has no marks. Unknown characters become spaces. */
function glyphsOf(text: string): (Glyph | null)[] {
  const plain = text.toUpperCase().normalize('NFD').replace(/\p{M}/gu, '');
  return [...plain].map((char) => GLYPHS[char] ?? null);
}

function advance(glyph: Glyph | null): number {
  return glyph ? glyph.width + GAP : SPACE + GAP;
}

/** Width of a line in grid units (ink edge to ink edge). */
export function letteringWidth(text: string): number {
  const glyphs = glyphsOf(text);
  return Math.max(0, glyphs.reduce((sum, glyph) => sum + advance(glyph), 0) - GAP + STROKE);
}

export interface LetteringOptions {
  /** Centre of the line and its baseline. */
  x: number;
  y: number;
  /** Cap height in px. */
  height: number;
  /** Narrowed (to 3/4), then scaled down, to fit. */
  maxWidth: number;
  /** Stroke weight relative to the grid (1 = regular). */
  weight?: number;
  /** Paint attributes, e.g. `stroke="currentColor"`. */
  paint?: string;
}

/** One centred line of stroke lettering as a single <path>; its text is the path's aria-label. */
export function lettering(text: string, options: LetteringOptions): string {
  const units = letteringWidth(text);
  if (units === 0) return '';
  let sy = options.height / 6;
  let sx = sy;
  if (units * sx > options.maxWidth) sx = Math.max(options.maxWidth / units, sy * 0.75);
  if (units * sx > options.maxWidth) [sx, sy] = [options.maxWidth / units, (options.maxWidth / units) * (4 / 3)];
  const left = options.x - (units * sx) / 2 + (STROKE / 2) * sx;
  const top = options.y - 6 * sy;
  let cursor = 0;
  let d = '';
  for (const glyph of glyphsOf(text)) {
    for (const stroke of glyph?.strokes ?? []) {
      const points = stroke.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
      d += points
        .map(([gx, gy], index) => `${index === 0 ? 'M' : 'L'}${n(left + (cursor + gx) * sx)} ${n(top + gy * sy)}`)
        .join('');
    }
    cursor += advance(glyph);
  }
  const width = STROKE * (options.weight ?? 1) * Math.min(sx, sy);
  const paint = options.paint ?? 'stroke="currentColor"';
  return `<path aria-label="${escapeXml(text.toUpperCase())}" d="${d}" fill="none" ${paint} stroke-width="${Math.round(width * 100) / 100}" stroke-linejoin="miter" stroke-miterlimit="3"/>`;
}

/** One line, or two of as even a length as the words allow when it is longer than `perLine` characters. */
export function wrapTitle(text: string, perLine: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const line = words.join(' ');
  if (line.length <= perLine || words.length < 2) return line ? [line] : [];
  let best: [string, string] = [line, ''];
  for (let split = 1; split < words.length; split += 1) {
    const pair: [string, string] = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    if (Math.max(...pair.map((part) => part.length)) < Math.max(...best.map((part) => part.length))) best = pair;
  }
  return best;
}
