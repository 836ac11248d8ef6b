/**
 * The prints: one motif per theme (racing, JDM, bike, car, titan), detailed by a seeded PRNG so each product's
 * print differs, with the product title lettered under it.
 */
import { lettering, wrapTitle } from './artwork-lettering.ts';
import type { Palette, Theme } from './artwork-colour.ts';
import { n } from './artwork-svg.ts';
import { seededRandom } from './seeded-random.ts';

// Prints: each motif fills a 200×200 box centred on (0, 0), the label goes under it.
// Ink is currentColor, set on the print group; the accent is passed in the palette.

type Motif = (p: Palette, random: () => number, id: number, uid: string, title: string | null) => string;

/**
 * The race number a racing print carries: the one its title promises ('Pit Lane Crew 27 Tee' prints 27), else
 * one from 10 to 99 that varies with the product.
 */
export function raceNumber(id: number, title: string | null): string {
  const promised = title === null ? null : /(?:^|\s)(\d{1,2})(?=\s|$)/.exec(title);
  return promised ? promised[1]! : String(((id * 7) % 90) + 10);
}

function racingMotif(p: Palette, random: () => number, id: number, _uid: string, title: string | null): string {
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
  const number = raceNumber(id, title);
  const digits = (weight: number, paint: string) =>
    lettering(number, { x: 0, y: 56, height: 42, maxWidth: 110, weight, paint });
  const italic = `<g transform="skewX(-12)">${digits(2.2, 'stroke="currentColor"')}${digits(1, `stroke="${p.accent}"`)}</g>`;
  return `${flag}${stripes}${italic}`;
}

function jdmMotif(p: Palette, random: () => number, id: number, uid: string): string {
  // A retro sunset: the disc cut by widening gaps towards its foot.
  const slices = 4 + (id % 3);
  let gaps = '';
  for (let i = 0; i < slices; i += 1) {
    const y = -22 + i * (44 / slices) + i * i * 0.6;
    gaps += `<rect x="-60" y="${n(y)}" width="120" height="${n(1.5 + i * 1.4)}" fill="#000"/>`;
  }
  let sun =
    `<mask id="${uid}-sun"><rect x="-100" y="-100" width="200" height="200" fill="#fff"/>${gaps}</mask>` +
    `<circle cx="0" cy="-25" r="56" fill="${p.accent}" mask="url(#${uid}-sun)"/>`;
  // The road to the horizon under it: lines closing in as they recede.
  for (let i = 0; i < 3; i += 1) {
    const half = 64 - i * 14 - random() * 6;
    sun += `<rect x="${n(-half)}" y="${38 + i * 5}" width="${n(half * 2)}" height="2.5" fill="currentColor"/>`;
  }
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
  const plate =
    '<rect x="-32" y="24" width="64" height="22" rx="3" fill="currentColor"/>' +
    lettering(`DXB ${id}`, { x: 0, y: 40, height: 10, maxWidth: 54, paint: `stroke="${p.ground}"` });
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

/** The title under the motif, on one or two lines narrow enough for the print. */
function label(text: string): string {
  const lines = wrapTitle(text, 16);
  const paths = lines.map((line, index) => lettering(line, { x: 0, y: 88 + index * 24, height: 15, maxWidth: 196 }));
  return `<g class="title">${paths.join('')}</g>`;
}

/** A print group: motif plus optional label, placed at (x, y) with a scale. */
export function print(theme: Theme, p: Palette, seed: number, title: string | null, uid: string, at: string): string {
  const motif = MOTIFS[theme](p, seededRandom(seed), seed, uid, title);
  const text = title === null ? '' : label(title);
  return `<g class="print" color="${p.ink}" transform="${at}">${motif}${text}</g>`;
}
