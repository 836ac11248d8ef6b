/**
 * Generated artwork for the demo catalogue: T-shirt mock-ups, collection
 * cards and hero banners as self-contained SVG text. Pure and deterministic:
 * details vary with the product id (seeded PRNG), never with time or chance.
 */
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  SLIDESHOW_HEIGHT_PX,
  SLIDESHOW_IMAGE_WIDTH,
  type Colour,
} from '@store/domain';
import { seededRandom } from './seeded-random.ts';

export interface ArtworkProduct {
  id: number;
  title: string;
  collection: string;
}

type View = 'front' | 'back';
type Theme = 'racing' | 'jdm' | 'bike' | 'car' | 'titan';

/** Shirt fabric colour for each palette name. */
const SHIRT_HEX: Readonly<Record<Colour, string>> = {
  Pink: '#f2a6c0',
  Red: '#c21f30',
  Beige: '#d8c6a5',
  Orange: '#e8742a',
  Green: '#2e6a47',
  Black: '#1c1c1f',
  White: '#f7f7f4',
  Purple: '#5a3a8c',
  Grey: '#8c9096',
  Blue: '#1f4e9c',
};

const LIGHT_INK = '#f6f3ea';
const DARK_INK = '#16161a';
const FONT = "Impact, 'Arial Black', 'Helvetica Neue', Arial, sans-serif";

/** Accent candidates per theme, first one that stands out from the shirt wins. */
const ACCENTS: Readonly<Record<Theme, readonly string[]>> = {
  racing: ['#e10600', '#ffd400', '#1e88e5'],
  jdm: ['#d7263d', '#f2b705', '#2ec4b6'],
  bike: ['#ff7a00', '#2ec4b6', '#e10600'],
  car: ['#ffc233', '#3a86ff', '#e10600'],
  titan: ['#c8892b', '#e10600', '#b8c0c8'],
};

/** Card and banner backgrounds per theme: [dark, lighter]. */
const BACKDROPS: Readonly<Record<Theme, readonly [string, string]>> = {
  racing: ['#131317', '#3b0d13'],
  jdm: ['#170d2b', '#5c1024'],
  bike: ['#0e2118', '#34411c'],
  car: ['#0d1829', '#2b3f5e'],
  titan: ['#19140f', '#5c3a12'],
};

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Rounds a coordinate to one decimal so the output stays short and stable. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

function themeOf(collection: string): Theme {
  const key = collection.trim().toLowerCase();
  return key === 'jdm' || key === 'bike' || key === 'car' || key === 'titan' ? key : 'racing';
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mix = rgb(hex).map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

interface Palette {
  ink: string;
  accent: string;
  ground: string;
}

function paletteFor(theme: Theme, ground: string): Palette {
  const ink = contrast(LIGHT_INK, ground) >= contrast(DARK_INK, ground) ? LIGHT_INK : DARK_INK;
  const candidates = ACCENTS[theme];
  const best = [...candidates].sort((a, b) => contrast(b, ground) - contrast(a, ground))[0] ?? ink;
  const accent = candidates.find((c) => contrast(c, ground) >= 2) ?? best;
  return { ink, accent, ground };
}

// Prints: each motif fills a 200×200 box centred on (0, 0), the label goes under it.
// Ink is currentColor, set on the print group; the accent is passed in the palette.

type Motif = (p: Palette, random: () => number, id: number, uid: string) => string;

function racingMotif(p: Palette, random: () => number, id: number): string {
  const phase = random() * Math.PI;
  let flag = '<line x1="-64" y1="-100" x2="-64" y2="-18" stroke="currentColor" stroke-width="4"/>';
  for (let col = 0; col < 8; col += 1) {
    const wave = Math.sin(col * 0.8 + phase) * 4;
    for (let row = 0; row < 5; row += 1) {
      if ((row + col) % 2 === 0) {
        flag += `<rect x="${n(-58 + col * 14)}" y="${n(-98 + row * 13 + wave)}" width="14" height="13" fill="currentColor"/>`;
      }
    }
  }
  const stripes = Array.from({ length: 2 + (id % 2) }, (_, i) => {
    const fill = i % 2 === 0 ? p.accent : 'currentColor';
    return `<rect x="-100" y="${-22 + i * 8}" width="200" height="5" fill="${fill}"/>`;
  }).join('');
  const number = String(((id * 7) % 90) + 10);
  return `${flag}${stripes}<text x="0" y="60" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="900" font-style="italic" fill="${p.accent}" stroke="currentColor" stroke-width="2">${number}</text>`;
}

function jdmMotif(p: Palette, random: () => number, id: number, uid: string): string {
  const rays = 14 + (id % 3) * 2;
  let sun = `<clipPath id="${uid}-sun"><rect x="-66" y="-100" width="132" height="150" rx="6"/></clipPath><g clip-path="url(#${uid}-sun)">`;
  for (let i = 0; i < rays; i += 2) {
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = ((i + 1) / rays) * Math.PI * 2;
    sun += `<path d="M0 -25L${n(Math.cos(a0) * 160)} ${n(-25 + Math.sin(a0) * 160)}L${n(Math.cos(a1) * 160)} ${n(-25 + Math.sin(a1) * 160)}Z" fill="${p.accent}" opacity="0.75"/>`;
  }
  sun += `</g><circle cx="0" cy="-25" r="34" fill="${p.accent}" stroke="currentColor" stroke-width="3"/>`;
  // Katakana-like glyphs in a 20×20 cell: two strokes each, from a set of relative path pieces.
  const strokes = ['h20v4h-20z', 'm2 9h16v4h-16z', 'm0 16h20v4h-20z', 'h4v20h-4z', 'm16 0h4v20h-4z', 'm8 0h4v20h-4z'];
  let glyphs = '';
  for (const x of [-98, 78]) {
    for (let g = 0; g < 4; g += 1) {
      const picks = new Set([Math.floor(random() * strokes.length), Math.floor(random() * strokes.length)]);
      if (picks.size < 2) picks.add((g * 3 + id) % strokes.length);
      const d = [...picks].map((index) => `M${x} ${-98 + g * 28}${strokes[index] ?? ''}`).join('');
      glyphs += `<path d="${d}" fill="currentColor"/>`;
    }
  }
  return `${sun}${glyphs}<rect x="-66" y="52" width="132" height="4" fill="currentColor"/>`;
}

function bikeMotif(p: Palette, random: () => number, id: number): string {
  const spokes = 16 + (id % 3) * 8;
  let wheel = '<circle cx="0" cy="-32" r="62" fill="none" stroke="currentColor" stroke-width="7"/>';
  wheel += '<circle cx="0" cy="-32" r="52" fill="none" stroke="currentColor" stroke-width="2"/>';
  for (let i = 0; i < spokes; i += 1) {
    const a = (i / spokes) * Math.PI * 2 + random() * 0.05;
    wheel += `<line x1="${n(Math.cos(a) * 9)}" y1="${n(-32 + Math.sin(a) * 9)}" x2="${n(Math.cos(a + 0.3) * 52)}" y2="${n(-32 + Math.sin(a + 0.3) * 52)}" stroke="currentColor" stroke-width="1.5"/>`;
  }
  for (let i = 0; i < 24; i += 1) {
    const a = (i / 24) * Math.PI * 2;
    wheel += `<circle cx="${n(Math.cos(a) * 68)}" cy="${n(-32 + Math.sin(a) * 68)}" r="3" fill="currentColor"/>`;
  }
  wheel += `<circle cx="0" cy="-32" r="11" fill="${p.accent}" stroke="currentColor" stroke-width="2"/>`;
  let chain = '';
  for (let i = 0; i < 9; i += 1) {
    chain += `<rect x="${-96 + i * 21}" y="44" width="24" height="13" rx="6.5" fill="none" stroke="currentColor" stroke-width="3"/>`;
    chain += `<circle cx="${-90 + i * 21}" cy="50.5" r="2.5" fill="${p.accent}"/>`;
  }
  return wheel + chain;
}

function carMotif(p: Palette, random: () => number, id: number): string {
  const bars = 6 + Math.floor(random() * 5);
  let grille =
    '<rect x="-52" y="-62" width="104" height="56" rx="10" fill="none" stroke="currentColor" stroke-width="5"/>';
  for (let i = 1; i < bars; i += 1) {
    const x = -52 + (104 / bars) * i;
    grille += `<line x1="${n(x)}" y1="-58" x2="${n(x)}" y2="-10" stroke="currentColor" stroke-width="3"/>`;
  }
  let lights = '';
  for (const x of [-80, 80]) {
    lights +=
      id % 2 === 0
        ? `<circle cx="${x}" cy="-34" r="19" fill="none" stroke="currentColor" stroke-width="4"/><circle cx="${x}" cy="-34" r="11" fill="${p.accent}"/><circle cx="${x}" cy="-34" r="4" fill="currentColor"/>`
        : `<rect x="${x - 20}" y="-46" width="40" height="24" rx="6" fill="${p.accent}" stroke="currentColor" stroke-width="4"/><rect x="${x - 12}" y="-39" width="24" height="10" rx="3" fill="currentColor"/>`;
    lights += `<path d="M${x * 1.4} -34L${x * 1.25} -34" stroke="${p.accent}" stroke-width="3"/>`;
  }
  const bumper = '<path d="M-100 8Q0 22 100 8" fill="none" stroke="currentColor" stroke-width="5"/>';
  const plate = `<rect x="-32" y="24" width="64" height="22" rx="3" fill="currentColor"/><text x="0" y="41" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="700" fill="${p.ground}">DXB ${id}</text>`;
  return grille + lights + bumper + plate;
}

function titanMotif(p: Palette, random: () => number, id: number): string {
  const teeth = 10 + (id % 6);
  const points: string[] = [];
  for (let i = 0; i < teeth; i += 1) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    const corner = (da: number, r: number) =>
      `${n(Math.cos(a + da * step) * r)} ${n(-22 + Math.sin(a + da * step) * r)}`;
    points.push(corner(0, 66), corner(0.15, 80), corner(0.5, 80), corner(0.65, 66));
  }
  const gear = `<path d="M${points.join('L')}Z" fill="currentColor" opacity="0.9"/>`;
  const shieldPath = 'M0 -92L54 -74L50 -8Q42 32 0 54Q-42 32 -50 -8L-54 -74Z';
  const shield = `<path d="${shieldPath}" fill="${p.accent}" stroke="${p.ground}" stroke-width="6"/><path d="${shieldPath}" fill="none" stroke="currentColor" stroke-width="2.5"/>`;
  const mark = random() < 0.5 ? 'M-30 -58H30V-42H8V22H-8V-42H-30Z' : 'M-32 -50L0 -18L32 -50V-28L0 4L-32 -28Z';
  const rivet = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="3.5" fill="currentColor"/>`;
  const rivets = rivet(-40, -64) + rivet(40, -64) + rivet(-38, 0) + rivet(38, 0) + rivet(0, 38);
  return `${gear}${shield}<path d="${mark}" fill="currentColor"/>${rivets}`;
}

const MOTIFS: Readonly<Record<Theme, Motif>> = {
  racing: racingMotif,
  jdm: jdmMotif,
  bike: bikeMotif,
  car: carMotif,
  titan: titanMotif,
};

function labelText(label: string, y: number): string {
  const text = label.toUpperCase();
  const size = 17;
  const fit = text.length * size * 0.6 > 196 ? ' textLength="196" lengthAdjust="spacingAndGlyphs"' : '';
  return `<text x="0" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="1" fill="currentColor"${fit}>${escapeXml(text)}</text>`;
}

/** A print group: motif plus optional label, placed at (x, y) with a scale. */
function print(theme: Theme, p: Palette, seed: number, label: string | null, uid: string, at: string): string {
  const motif = MOTIFS[theme](p, seededRandom(seed), seed, uid);
  const text = label === null ? '' : labelText(label, 90);
  return `<g class="print" color="${p.ink}" transform="${at}">${motif}${text}</g>`;
}

// The shirt, drawn in the 600×800 product-image frame.

const FRONT_PRINT = 'translate(300 335) scale(0.95)';
const NECK = { front: 'C250 156 350 156 378 118', back: 'C262 134 338 134 378 118' } as const;

function shirt(hex: string, view: View, uid: string, id: number): string {
  const body = `M222 118${NECK[view]}L468 148L566 262L492 318L458 286L462 706Q300 722 138 706L142 286L108 318L34 262L132 148Z`;
  const line = shade(hex, -0.3);
  const fold = 560 + (id % 5) * 18;
  const defs =
    `<defs><linearGradient id="${uid}-shade" x1="0" y1="0" x2="1" y2="0">` +
    '<stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.08"/>' +
    '<stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient></defs>';
  // Front view: the inside of the back collar shows through the neck opening.
  const inside =
    view === 'front'
      ? `<path d="M222 118C262 128 338 128 378 118C350 156 250 156 222 118Z" fill="${shade(hex, -0.4)}"/>`
      : '';
  return (
    defs +
    inside +
    `<path class="shirt" d="${body}" fill="${hex}" stroke="${line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${body}" fill="url(#${uid}-shade)"/>` +
    `<path d="M222 118${NECK[view]}" fill="none" stroke="${shade(hex, -0.18)}" stroke-width="12" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${line}" stroke-width="2" opacity="0.45">` +
    '<path d="M134 152Q158 220 142 286"/><path d="M466 152Q442 220 458 286"/>' +
    '<path d="M42.5 253.5L116.5 309.5"/><path d="M557.5 253.5L483.5 309.5"/>' +
    `<path d="M140 692Q300 708 460 692" stroke-dasharray="6 5"/><path d="M180 ${fold}Q230 ${fold + 30} 250 ${fold + 90}" opacity="0.5"/></g>`
  );
}

function svgOpen(width: number, height: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>`;
}

export function productImageSvg(product: ArtworkProduct, colour: Colour, view: View): string {
  const theme = themeOf(product.collection);
  const hex = SHIRT_HEX[colour];
  const palette = paletteFor(theme, hex);
  const uid = `p${product.id}${view[0] ?? ''}`;
  const at = view === 'front' ? FRONT_PRINT : 'translate(300 410) scale(1.4)';
  const background =
    `<defs><radialGradient id="${uid}-bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="#e2ded7"/></radialGradient>` +
    `<radialGradient id="${uid}-floor"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" fill="url(#${uid}-bg)"/>` +
    `<ellipse cx="300" cy="742" rx="230" ry="22" fill="url(#${uid}-floor)"/>`;
  return (
    svgOpen(PRODUCT_IMAGE_WIDTH, PRODUCT_IMAGE_HEIGHT, `${product.title} – ${colour}, ${view} view`) +
    background +
    shirt(hex, view, uid, product.id) +
    print(theme, palette, product.id, product.title, uid, at) +
    '</svg>'
  );
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
    for (let i = 0; i < 24; i += 2) {
      const a0 = (i / 24) * Math.PI * 2;
      const a1 = ((i + 1) / 24) * Math.PI * 2;
      out += `<path d="M1480 400L${n(1480 + Math.cos(a0) * 1400)} ${n(400 + Math.sin(a0) * 1400)}L${n(1480 + Math.cos(a1) * 1400)} ${n(400 + Math.sin(a1) * 1400)}Z" fill="${p.accent}" opacity="0.18"/>`;
    }
    return `${out}<circle cx="1480" cy="400" r="300" fill="${p.accent}" opacity="0.55"/>`;
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

export function bannerSvg(banner: { heading: string; text: string }, index: number): string {
  const slot = ((index % BANNER_THEMES.length) + BANNER_THEMES.length) % BANNER_THEMES.length;
  const [theme, colour] = BANNER_THEMES[slot] ?? ['racing', 'Black'];
  const [dark, light] = BACKDROPS[theme];
  const scene = paletteFor(theme, dark);
  const hex = SHIRT_HEX[colour];
  const heading = banner.heading.replace(/<br\s*\/?>/gi, ' ');
  const uid = `b${slot}`;
  return (
    svgOpen(SLIDESHOW_IMAGE_WIDTH, SLIDESHOW_HEIGHT_PX, `${heading} – ${banner.text}`) +
    `<defs><linearGradient id="${uid}-bg" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${dark}"/><stop offset="0.45" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="${SLIDESHOW_IMAGE_WIDTH}" height="${SLIDESHOW_HEIGHT_PX}" fill="url(#${uid}-bg)"/>` +
    bannerDecoration(theme, scene, seededRandom(index + 101)) +
    `<g transform="translate(1190 20) scale(0.92)">${shirt(hex, 'front', uid, index)}${print(theme, paletteFor(theme, hex), index + 1, heading, `${uid}s`, FRONT_PRINT)}</g>` +
    '</svg>'
  );
}
