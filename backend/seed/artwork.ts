/**
 * Generated artwork for the demo catalogue: T-shirt mock-ups (studio front and back, and a flat-lay), collection
 * cards and hero banners as self-contained SVG text. Pure and deterministic: details vary with the product id
 * (seeded PRNG), never with time or chance. The shop shows the mock-ups as raster copies drawn from this SVG
 * by the image pipeline (backend/src/catalog/art-render.ts), which adds the knit grain and the cast shadow.
 */
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  SLIDESHOW_HEIGHT_PX,
  SLIDESHOW_IMAGE_WIDTH,
  type Colour,
} from '@store/domain';
import { BACKDROPS, paletteFor, SHIRT_HEX, themeOf, type Palette, type Theme } from './artwork-colour.ts';
import { print } from './artwork-prints.ts';
import { studio, surface, surfaceFor } from './artwork-scenes.ts';
import { escapeXml, hashText, n, svgOpen } from './artwork-svg.ts';
import { teeShape, type FoldedSleeve } from './artwork-tee-shape.ts';
import { castShadowOf, tee, teeFabric, type CastShadow } from './artwork-tee.ts';
import { seededRandom } from './seeded-random.ts';

export interface ArtworkProduct {
  id: number;
  title: string;
  collection: string;
}

/** The generated views of a product in one colour: studio front and back, and the shirt laid flat. */
export const ART_VIEWS = ['front', 'back', 'flat'] as const;
export type ArtView = (typeof ART_VIEWS)[number];

const VIEW_NAMES: Readonly<Record<ArtView, string>> = { front: 'front', back: 'back', flat: 'flat-lay' };
const FONT = "Impact, 'Arial Black', 'Helvetica Neue', Arial, sans-serif";
const FRONT_PRINT = 'translate(300 355) scale(0.9)';
// The back carries a small print under the collar, as many graphic tees do, so the two shots tell apart.
const BACK_PRINT = 'translate(300 250) scale(0.42)';

/** Seeds that differ per product, view and colour, so folds are never the same twice. */
function seedOf(productId: number, ...parts: string[]): number {
  return hashText(`${productId}:${parts.join(':')}`);
}

/** Most flat-lays fold one sleeve back, as a stylist would; which one is the product's. */
function foldedSleeve(productId: number): FoldedSleeve {
  return ([null, 'left', 'right'] as const)[seedOf(productId, 'sleeve') % 3] ?? null;
}

/** A product image in one colour and view: the picture, and a mask of where the cloth is (white on black). */
export interface ProductArt {
  svg: string;
  fabric: string;
  /** The shadow the pipeline casts from `fabric` (a blur the SVG leaves out). */
  shadow: CastShadow;
}

export function productArt(product: ArtworkProduct, colour: Colour, view: ArtView): ProductArt {
  const theme = themeOf(product.collection);
  const hex = SHIRT_HEX[colour];
  const uid = `p${product.id}${view[0] ?? ''}`;
  const pose = view === 'flat' ? 'flat' : 'hanging';
  const shape = teeShape(
    pose,
    view === 'back' ? 'back' : 'front',
    seededRandom(seedOf(product.id, pose)),
    view === 'flat' ? foldedSleeve(product.id) : null,
  );
  const drawing = tee({
    shape,
    hex,
    uid,
    print: print(
      theme,
      paletteFor(theme, hex),
      product.id,
      product.title,
      uid,
      view === 'back' ? BACK_PRINT : FRONT_PRINT,
    ),
    random: seededRandom(seedOf(product.id, view, colour)),
  });
  const tilt = view === 'flat' ? n((seededRandom(seedOf(product.id, 'tilt'))() - 0.5) * 10) : '0';
  const place = (body: string) =>
    view === 'flat'
      ? `<g transform="translate(300 410) rotate(${tilt}) scale(0.9) translate(-300 -410)">${body}</g>`
      : body;
  const scene = view === 'flat' ? surface(surfaceFor(product.id, hex), uid, product.id % 1000) : studio(uid);
  const open = svgOpen(
    PRODUCT_IMAGE_WIDTH,
    PRODUCT_IMAGE_HEIGHT,
    `${product.title} – ${colour}, ${VIEW_NAMES[view]} view`,
  );
  return {
    svg: `${open}${scene}${place(drawing)}</svg>`,
    fabric: `${open}<rect width="600" height="800" fill="#000"/>${place(teeFabric(shape))}</svg>`,
    shadow: castShadowOf(shape),
  };
}

export function productImageSvg(product: ArtworkProduct, colour: Colour, view: ArtView): string {
  return productArt(product, colour, view).svg;
}

export function collectionCardSvg(collection: { name: string; heading: string }): string {
  const theme = themeOf(collection.name);
  const [dark, light] = BACKDROPS[theme];
  const palette = paletteFor(theme, dark);
  const seed = hashText(collection.name) % 1000;
  const uid = `c${seed}`;
  return (
    svgOpen(PRODUCT_IMAGE_WIDTH, PRODUCT_IMAGE_HEIGHT, `${collection.name} – ${collection.heading}`) +
    `<defs><linearGradient id="${uid}-bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" fill="url(#${uid}-bg)"/>` +
    `<rect x="24" y="24" width="552" height="752" fill="none" stroke="${palette.accent}" stroke-width="3" opacity="0.8"/>` +
    print(theme, palette, seed, null, uid, 'translate(300 330) scale(2.1)') +
    `<rect x="200" y="586" width="200" height="5" fill="${palette.accent}"/>` +
    `<text x="300" y="670" text-anchor="middle" font-family="${FONT}" font-size="76" font-weight="900" letter-spacing="4" fill="${palette.ink}">${escapeXml(collection.name.toUpperCase())}</text>` +
    `<text x="300" y="722" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="28" fill="${palette.ink}" opacity="0.85">${escapeXml(collection.heading)}</text>` +
    '</svg>'
  );
}

const BANNER_THEMES: readonly [Theme, Colour][] = [
  ['racing', 'Black'],
  ['jdm', 'White'],
  ['titan', 'Black'],
];

function bannerDecoration(theme: Theme, p: Palette, random: () => number): string {
  let out = '';
  if (theme === 'jdm') {
    // A retro sunset behind the shirt, cut by bands, with speed lines running off it.
    for (let i = 0; i < 14; i += 1) {
      const y = n(60 + random() * 680);
      out += `<rect x="${n(random() * 900)}" y="${y}" width="${n(200 + random() * 600)}" height="${n(2 + random() * 5)}" fill="${p.accent}" opacity="0.22"/>`;
    }
    out += `<circle cx="1480" cy="400" r="300" fill="${p.accent}" opacity="0.55"/><clipPath id="banner-sun"><circle cx="1480" cy="400" r="301"/></clipPath><g clip-path="url(#banner-sun)">`;
    for (let i = 0; i < 7; i += 1) {
      out += `<rect x="1160" y="${430 + i * 36 + i * i * 2}" width="640" height="${n(6 + i * 3)}" fill="${p.ground}" opacity="0.9"/>`;
    }
    return `${out}</g>`;
  }
  if (theme === 'titan') {
    const ring = (cx: number, cy: number, r: number) =>
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.accent}" stroke-width="28" stroke-dasharray="40 30" opacity="0.3"/>`;
    out += ring(1500, 380, 340) + ring(1880, 760, 200) + ring(1020, 80, 140);
    for (let i = 0; i < 40; i += 1) {
      out += `<circle cx="${n(900 + random() * 1000)}" cy="${n(random() * 803)}" r="${n(1 + random() * 3)}" fill="${p.accent}" opacity="0.7"/>`;
    }
    return out;
  }
  for (let i = 0; i < 18; i += 1) {
    const y = n(60 + random() * 680);
    out += `<rect x="${n(700 + random() * 600)}" y="${y}" width="${n(300 + random() * 700)}" height="${n(2 + random() * 6)}" fill="${i % 3 === 0 ? p.accent : p.ink}" opacity="0.25"/>`;
  }
  for (let col = 0; col < 60; col += 1) {
    for (let row = 0; row < 2; row += 1) {
      if ((col + row) % 2 === 0)
        out += `<rect x="${col * 32}" y="${747 + row * 28}" width="32" height="28" fill="${p.ink}" opacity="0.85"/>`;
    }
  }
  return out;
}

/** A banner is drawn by the browser, as SVG: its shirt has no grain and only a floor shadow. */
export function bannerSvg(banner: { heading: string; text: string }, index: number): string {
  const slot = ((index % BANNER_THEMES.length) + BANNER_THEMES.length) % BANNER_THEMES.length;
  const [theme, colour] = BANNER_THEMES[slot] ?? ['racing', 'Black'];
  const [dark, light] = BACKDROPS[theme];
  const scene = paletteFor(theme, dark);
  const hex = SHIRT_HEX[colour];
  const heading = banner.heading.replace(/<br\s*\/?>/gi, ' ');
  const uid = `b${slot}`;
  const shirt = tee({
    shape: teeShape('hanging', 'front', seededRandom(index + 1)),
    hex,
    uid,
    print: print(theme, paletteFor(theme, hex), index + 1, heading, `${uid}s`, FRONT_PRINT),
    random: seededRandom(index + 2),
  });
  return (
    svgOpen(SLIDESHOW_IMAGE_WIDTH, SLIDESHOW_HEIGHT_PX, `${heading} – ${banner.text}`) +
    `<defs><linearGradient id="${uid}-bg" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${dark}"/><stop offset="0.45" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="${SLIDESHOW_IMAGE_WIDTH}" height="${SLIDESHOW_HEIGHT_PX}" fill="url(#${uid}-bg)"/>` +
    bannerDecoration(theme, scene, seededRandom(index + 101)) +
    `<g transform="translate(1190 20) scale(0.92)">${shirt}</g>` +
    '</svg>'
  );
}
