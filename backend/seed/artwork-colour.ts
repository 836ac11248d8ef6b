/** Colours of the generated artwork: shirt fabrics, print inks and their contrast. */
import type { Colour } from '@store/domain';

export type Theme = 'racing' | 'jdm' | 'bike' | 'car' | 'titan';

/** Shirt fabric colour for each palette name. */
export const SHIRT_HEX: Readonly<Record<Colour, string>> = {
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

/** Accent candidates per theme, first one that stands out from the shirt wins. */
const ACCENTS: Readonly<Record<Theme, readonly string[]>> = {
  racing: ['#e10600', '#ffd400', '#1e88e5'],
  jdm: ['#d7263d', '#f2b705', '#2ec4b6'],
  bike: ['#ff7a00', '#2ec4b6', '#e10600'],
  car: ['#ffc233', '#3a86ff', '#e10600'],
  titan: ['#c8892b', '#e10600', '#b8c0c8'],
};

/** Card and banner backgrounds per theme: [dark, lighter]. */
export const BACKDROPS: Readonly<Record<Theme, readonly [string, string]>> = {
  racing: ['#131317', '#3b0d13'],
  jdm: ['#170d2b', '#5c1024'],
  bike: ['#0e2118', '#34411c'],
  car: ['#0d1829', '#2b3f5e'],
  titan: ['#19140f', '#5c3a12'],
};

export function themeOf(collection: string): Theme {
  const key = collection.trim().toLowerCase();
  return key === 'jdm' || key === 'bike' || key === 'car' || key === 'titan' ? key : 'racing';
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
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
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mix = rgb(hex).map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export interface Palette {
  ink: string;
  accent: string;
  ground: string;
}

export function paletteFor(theme: Theme, ground: string): Palette {
  const ink = contrast(LIGHT_INK, ground) >= contrast(DARK_INK, ground) ? LIGHT_INK : DARK_INK;
  const candidates = ACCENTS[theme];
  const best = [...candidates].sort((a, b) => contrast(b, ground) - contrast(a, ground))[0] ?? ink;
  const accent = candidates.find((c) => contrast(c, ground) >= 2) ?? best;
  return { ink, accent, ground };
}
