/**
 * The T-shirt drawn to read as a photographed one: the fabric colour, the print sitting on it (shaded with the
 * cloth), folds as soft shadows and highlights, light falling round the body, seams and stitching, a ribbed
 * collar with the inside of the back showing, and its shadow. The knit grain is laid on by the image pipeline
 * (backend/src/catalog/art-render.ts) where `teeFabric` says the cloth is.
 *
 * No SVG filters: the server rasterises every image copy (librsvg), and a blur or noise filter costs a pass
 * over the whole picture each (measured: 0.5–2 s a copy with them, ~50 ms without). Softness comes from
 * radial fades and from stacked translucent strokes instead.
 */
import { luminance, shade } from './artwork-colour.ts';
import { foldEllipse, foldsFor, type BroadFold } from './artwork-folds.ts';
import { n, round2, type Point } from './artwork-svg.ts';
import type { TeeShape } from './artwork-tee-shape.ts';

export interface TeeOptions {
  shape: TeeShape;
  hex: string;
  /** Prefix of the ids in this drawing (one SVG may hold several). */
  uid: string;
  /** The print group (artwork-prints.ts). */
  print: string;
  random: () => number;
}

const FRAME = 'x="0" y="0" width="600" height="800"';

function defs(o: TeeOptions): string {
  const { uid } = o;
  const fade = (id: string, colour: string) =>
    `<radialGradient id="${uid}-${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.8"/><stop offset="0.4" stop-color="${colour}" stop-opacity="0.4"/><stop offset="0.75" stop-color="${colour}" stop-opacity="0.1"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  return (
    '<defs>' +
    `<clipPath id="${uid}-clip"><path d="${o.shape.outline}"/></clipPath>` +
    `<linearGradient id="${uid}-round" gradientUnits="userSpaceOnUse" x1="40" y1="0" x2="560" y2="0">` +
    '<stop offset="0" stop-color="#000" stop-opacity="0.34"/><stop offset="0.2" stop-color="#000" stop-opacity="0.06"/>' +
    '<stop offset="0.4" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.62" stop-color="#fff" stop-opacity="0.02"/>' +
    '<stop offset="0.82" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.36"/></linearGradient>' +
    `<linearGradient id="${uid}-fall" gradientUnits="userSpaceOnUse" x1="0" y1="110" x2="0" y2="740">` +
    '<stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.3" stop-color="#fff" stop-opacity="0"/>' +
    '<stop offset="0.8" stop-color="#000" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>' +
    `<linearGradient id="${uid}-inside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></linearGradient>` +
    fade('dark', '#000') +
    fade('light', '#fff') +
    '</defs>'
  );
}

/** A soft edge without a blur: the path stroked ever wider and fainter (widths in px, total opacity ≈ `alpha`). */
function softStroke(d: string, colour: string, alpha: number, widths: readonly number[], extra = ''): string {
  const each = round2(alpha / widths.length);
  return widths
    .map(
      (width) =>
        `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round" opacity="${each}"${extra}/>`,
    )
    .join('');
}

/**
 * The shadow the shirt casts on what is behind or under it, as the browser draws it (banners). The image
 * pipeline blurs the cloth's own outline instead (`CastShadow`), which a browser would redraw slowly.
 */
function floorShadow(o: TeeOptions): string {
  const { uid, shape } = o;
  if (shape.pose === 'flat') return '';
  return `<ellipse cx="300" cy="${n(shape.hemY + 30)}" rx="200" ry="22" fill="url(#${uid}-dark)" opacity="0.3"/>`;
}

/** A soft shadow of the outline: offset and blur in px of the 600×800 frame, and its darkness. */
export interface CastShadow {
  dx: number;
  dy: number;
  blur: number;
  opacity: number;
}

export function castShadowOf(shape: TeeShape): CastShadow {
  return shape.pose === 'flat' ? { dx: 3, dy: 6, blur: 5, opacity: 0.5 } : { dx: 12, dy: 16, blur: 16, opacity: 0.32 };
}

/** Front only: the inside of the back through the neck opening, with its collar and woven label. */
function insideBack(o: TeeOptions): string {
  const { shape, hex, uid } = o;
  if (!shape.insideBack || !shape.backCollar) return '';
  return (
    `<path d="${shape.insideBack}" fill="${shade(hex, -0.3)}"/>` +
    `<path d="${shape.insideBack}" fill="url(#${uid}-inside)"/>` +
    `<path d="${shape.backCollar}" fill="none" stroke="${shade(hex, -0.14)}" stroke-width="11"/>` +
    `<path d="${shape.backCollar}" fill="none" stroke="${shade(hex, -0.34)}" stroke-width="11" stroke-dasharray="1.3 2" opacity="0.5"/>` +
    '<rect x="287" y="140" width="26" height="13" rx="1.5" fill="#ece9e1" opacity="0.9"/>' +
    '<path d="M292 145H308M294 149H306" stroke="#8a8780" stroke-width="1.2"/>'
  );
}

function stitching(o: TeeOptions): string {
  const { shape, hex } = o;
  const line = shade(hex, -0.35);
  const lift = shade(hex, 0.25);
  const seam = (d: string, dash = '') =>
    `<path d="${d}" fill="none" stroke="${lift}" stroke-width="1.6" opacity="0.35" transform="translate(1.2 0.8)"${dash}/>` +
    `<path d="${d}" fill="none" stroke="${line}" stroke-width="1.4" opacity="0.7"${dash}/>`;
  const dashed = ' stroke-dasharray="5 3"';
  return (
    seam(shape.armholes) +
    seam(shape.cuffStitches, dashed) +
    seam(shape.hemStitch, dashed) +
    `<path d="${shape.hemStitch}" fill="none" stroke="${line}" stroke-width="1.2" stroke-dasharray="5 3" opacity="0.55" transform="translate(0 5)"/>`
  );
}

/** The ribbed neckband along this side's neckline, with its stitch line. */
function collar(o: TeeOptions): string {
  const { shape, hex } = o;
  return (
    softStroke(shape.neckline, '#000', 0.12, [16, 22], ' transform="translate(0 4)"') +
    `<path d="${shape.neckline}" fill="none" stroke="${shade(hex, -0.05)}" stroke-width="13"/>` +
    `<path d="${shape.neckline}" fill="none" stroke="${shade(hex, -0.3)}" stroke-width="13" stroke-dasharray="1.2 2.2" opacity="0.4"/>` +
    `<path d="${shape.neckline}" fill="none" stroke="${shade(hex, 0.35)}" stroke-width="2" opacity="0.4" transform="translate(0 -5)"/>` +
    `<path d="${shape.neckline}" fill="none" stroke="${shade(hex, -0.38)}" stroke-width="1.3" stroke-dasharray="4 2.5" opacity="0.6" transform="translate(0 9)"/>`
  );
}

/** A fold is a ridge: shadow on the side away from the light (top left), a highlight along the crest. */
function ridges(uid: string, folds: readonly BroadFold[], shadow: number, highlight: number, offset: number) {
  const all = (fill: string, shift: Point) => folds.map((fold) => foldEllipse(fold, fill, shift)).join('');
  return (
    `<g opacity="${round2(shadow)}">${all(`url(#${uid}-dark)`, [offset * 0.6, offset])}</g>` +
    `<g opacity="${round2(highlight)}">${all(`url(#${uid}-light)`, [-offset * 0.6, -offset])}</g>`
  );
}

function shading(o: TeeOptions): string {
  const { uid, shape, hex } = o;
  const light = luminance(hex);
  // Dark cloth shows its folds by their highlights, pale cloth by their shadows.
  const shadowAlpha = 0.36 - 0.1 * light;
  const highlightAlpha = 0.12 + 0.3 * (1 - light);
  const { broad, creases } = foldsFor(shape, o.random);
  const underarms: BroadFold[] = shape.armpits.map(([x, y], side) => {
    const inward = side === 0 ? 16 : -16;
    return { from: [x + inward, y - 14], to: [x + inward * 1.6, y + 110], width: 46 };
  });
  return (
    `<rect ${FRAME} fill="url(#${uid}-round)" opacity="${round2((1 - 0.4 * light) * (shape.pose === 'flat' ? 0.55 : 1))}"/>` +
    `<rect ${FRAME} fill="url(#${uid}-fall)"/>` +
    `<g opacity="${round2(shadowAlpha * 0.9)}">${underarms.map((fold) => foldEllipse(fold, `url(#${uid}-dark)`)).join('')}</g>` +
    ridges(uid, broad, shadowAlpha, highlightAlpha * 0.8, 9) +
    ridges(uid, creases, shadowAlpha * 0.8, highlightAlpha * 0.55, 5) +
    // The edges turn away from the light: a darker rim inside the outline gives the body its volume.
    softStroke(shape.outline, '#000', 0.1 + 0.08 * (1 - light), [8, 16, 26, 38, 52])
  );
}

/** A sleeve folded back over the body: its shadow on the body, then the sleeve with its own light. */
function flap(o: TeeOptions): string {
  const { uid, shape, hex } = o;
  if (!shape.flap) return '';
  const { outline, stitch, hinge } = shape.flap;
  return (
    `<g clip-path="url(#${uid}-clip)" transform="translate(3 5)">${softStroke(outline, '#000', 0.3, [2, 8, 16])}<path d="${outline}" fill="#000" opacity="0.15"/></g>` +
    `<clipPath id="${uid}-flap"><path d="${outline}"/></clipPath>` +
    `<path d="${outline}" fill="${shade(hex, -0.03)}"/>` +
    `<g clip-path="url(#${uid}-flap)"><path d="${stitch}" fill="none" stroke="${shade(hex, -0.35)}" stroke-width="1.4" stroke-dasharray="5 3" opacity="0.7"/>` +
    `<rect ${FRAME} fill="url(#${uid}-fall)"/>` +
    softStroke(hinge, '#fff', 0.25, [4, 12]) +
    '</g>' +
    `<path d="${outline}" fill="none" stroke="${shade(hex, -0.3)}" stroke-width="1.4" opacity="0.6" stroke-linejoin="round"/>`
  );
}

export function tee(o: TeeOptions): string {
  const { uid, shape, hex } = o;
  // Screen-printed ink lets a little of the cloth through.
  const print = `<g opacity="0.93">${o.print}</g>`;
  return (
    defs(o) +
    floorShadow(o) +
    insideBack(o) +
    `<path class="shirt" d="${shape.outline}" fill="${hex}"/>` +
    `<g clip-path="url(#${uid}-clip)">${stitching(o)}${print}${shading(o)}</g>` +
    collar(o) +
    `<path d="${shape.outline}" fill="none" stroke="${shade(hex, -0.3)}" stroke-width="1.2" opacity="0.5" stroke-linejoin="round"/>` +
    flap(o)
  );
}

/**
 * Where the cloth is, white on black: the image pipeline lays its knit texture there (an SVG pattern or noise
 * filter would be drawn slowly by librsvg at every scale but 1:1).
 */
export function teeFabric(shape: TeeShape): string {
  return `<path d="${shape.outline}" fill="#fff"/>${shape.flap ? `<path d="${shape.flap.outline}" fill="#fff"/>` : ''}`;
}
