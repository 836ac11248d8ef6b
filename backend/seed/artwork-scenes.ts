/**
 * What the shirt is photographed against: a studio sweep for the front and back shots, a surface (concrete,
 * wood or linen) for the flat-lay. Textures are drawn, not filtered (see artwork-tee.ts): soft blotches as
 * radial fades, wood grain and cloth creases as faint strokes. The image pipeline's grain
 * (backend/src/catalog/art-render.ts) gives them their fine texture.
 */
import { luminance } from './artwork-colour.ts';
import { n, round2 } from './artwork-svg.ts';
import { seededRandom } from './seeded-random.ts';

export type Surface = 'concrete' | 'wood' | 'linen';
const SURFACES: readonly Surface[] = ['concrete', 'wood', 'linen'];

const FULL = 'x="0" y="0" width="600" height="800"';

function fades(uid: string): string {
  return (
    `<radialGradient id="${uid}-blot-dark"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${uid}-blot-light"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  );
}

/** Soft light and dark patches, as uneven light and a material that is never one flat colour. */
function blotches(uid: string, random: () => number, count: number, strength: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const tone = random() < 0.5 ? 'dark' : 'light';
    out += `<ellipse cx="${n(random() * 600)}" cy="${n(random() * 800)}" rx="${n(40 + random() * 140)}" ry="${n(30 + random() * 110)}" fill="url(#${uid}-blot-${tone})" opacity="${round2(strength * (0.3 + random() * 0.7))}"/>`;
  }
  return out;
}

export function studio(uid: string): string {
  return (
    `<defs><radialGradient id="${uid}-bg" cx="0.5" cy="0.36" r="0.85"><stop offset="0" stop-color="#f6f4f0"/><stop offset="0.6" stop-color="#e7e3dd"/><stop offset="1" stop-color="#cfc9c0"/></radialGradient>` +
    `<linearGradient id="${uid}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.07"/></linearGradient></defs>` +
    `<rect ${FULL} fill="url(#${uid}-bg)"/><rect x="0" y="560" width="600" height="240" fill="url(#${uid}-floor)"/>`
  );
}

/** The product's surface; a pale shirt is never laid on pale linen. */
export function surfaceFor(seed: number, shirtHex: string): Surface {
  const choices = luminance(shirtHex) > 0.55 ? SURFACES.filter((surface) => surface !== 'linen') : SURFACES;
  return choices[seed % choices.length] ?? 'concrete';
}

function concrete(uid: string, random: () => number): string {
  let grit = '';
  for (let i = 0; i < 260; i += 1) {
    const tone = random() < 0.6 ? '#3c3b39' : '#f2f0ea';
    grit += `<circle cx="${n(random() * 600)}" cy="${n(random() * 800)}" r="${n(0.5 + random() * 1.3)}" fill="${tone}" opacity="${round2(0.15 + random() * 0.3)}"/>`;
  }
  return `<rect ${FULL} fill="#b3b1ad"/>${blotches(uid, random, 26, 0.5)}${grit}`;
}

function wood(uid: string, random: () => number): string {
  const tones = ['#b08058', '#a47450', '#b98a60', '#9d6d47'];
  const offset = Math.floor(random() * tones.length);
  let boards = '';
  for (let i = 0; i < 5; i += 1) {
    const y = -40 + i * 190;
    boards += `<rect x="0" y="${y}" width="600" height="190" fill="${tones[(offset + i) % tones.length]}"/>`;
    for (let line = 0; line < 14; line += 1) {
      const ly = y + 8 + random() * 176;
      const wave = (random() - 0.5) * 14;
      boards += `<path d="M-10 ${n(ly)}C150 ${n(ly + wave)} 420 ${n(ly - wave)} 610 ${n(ly + wave / 2)}" fill="none" stroke="#4a2e18" stroke-width="${n(0.6 + random() * 1.6)}" opacity="${round2(0.1 + random() * 0.18)}"/>`;
    }
    boards += `<rect x="0" y="${y + 186}" width="600" height="4" fill="#3e2a1a" opacity="0.6"/><rect x="0" y="${y + 190}" width="600" height="2" fill="#fff" opacity="0.12"/>`;
  }
  return `${boards}${blotches(uid, random, 14, 0.35)}`;
}

function linen(uid: string, random: () => number): string {
  // Creases of a cloth thrown over the table, as long soft ridges.
  let creases = '';
  for (let i = 0; i < 7; i += 1) {
    const [x, y] = [random() * 600, random() * 800];
    const [dx, dy] = [(random() - 0.5) * 500, (random() - 0.5) * 300];
    const d = `M${n(x - dx)} ${n(y - dy)}Q${n(x + (random() - 0.5) * 80)} ${n(y)} ${n(x + dx)} ${n(y + dy)}`;
    creases += `<path d="${d}" fill="none" stroke="#7a6a50" stroke-width="14" stroke-linecap="round" opacity="0.05"/>`;
    creases += `<path d="${d}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.18" transform="translate(-4 -3)"/>`;
  }
  return `<rect ${FULL} fill="#ece5d8"/>${blotches(uid, random, 18, 0.4)}${creases}`;
}

const SURFACE_DRAWINGS: Readonly<Record<Surface, (uid: string, random: () => number) => string>> = {
  concrete,
  wood,
  linen,
};

/** The surface with a soft vignette, as light falls on a table from above. */
export function surface(kind: Surface, uid: string, seed: number): string {
  return (
    `<defs>${fades(uid)}<radialGradient id="${uid}-vignette" cx="0.45" cy="0.4" r="0.8"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></radialGradient></defs>` +
    SURFACE_DRAWINGS[kind](uid, seededRandom(seed)) +
    `<rect ${FULL} fill="url(#${uid}-vignette)"/>`
  );
}
