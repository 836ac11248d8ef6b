import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ARABIC_FONT_CHARACTERS, FONT_CHARACTERS } from './src/styles/font-characters.ts';

type AxisRange = { min: number; max: number; default?: number };
type SubsetFont = (
  font: Buffer,
  text: string,
  options: {
    targetFormat: 'woff2';
    variationAxes?: Record<string, number | AxisRange>;
    noHinting?: boolean;
    keepFeatures?: readonly string[];
  },
) => Promise<Buffer>;

const require = createRequire(import.meta.url);
// subset-font (HarfBuzz compiled to WebAssembly) is CommonJS and ships no types.
const subsetFont = require('subset-font') as SubsetFont;

/**
 * Where the cut fonts are written: fonts.css and index.html link them from here, and the build copies them to
 * dist/client/assets/ under a hash of their content like any other asset. Git ignores .cache/.
 */
export const FONTS_DIR = fileURLToPath(new URL('./.cache/fonts/', import.meta.url));

/**
 * Kerning, ligatures and the features that place accents; the rest (old-style and tabular figures, small caps…) is
 * unused. Hinting goes too: browsers on phones and Macs ignore it, and headings are large.
 */
const SUBSET_OPTIONS = {
  targetFormat: 'woff2',
  noHinting: true,
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'],
} as const;

/** Arabic needs its joining forms, its required ligatures (lam-alef) and cursive attachment besides. */
const ARABIC_FEATURES = [
  ...SUBSET_OPTIONS.keepFeatures,
  ...['isol', 'init', 'medi', 'fina', 'med2', 'fin2', 'fin3', 'rlig', 'rclt', 'curs'],
];

interface Face {
  name: string;
  source: string;
  characters: string;
  variationAxes?: Record<string, AxisRange>;
  keepFeatures?: readonly string[];
}

/**
 * The store's faces, each @fontsource file cut to the characters the store uses: the two brand faces (Latin), and
 * the Arabic face of /ar pages (IBM Plex Sans Arabic, regular and bold), which only Arabic pages ask for.
 */
const FONTS: Face[] = [
  // Display (headings, buttons, the logo): one weight; CSS weights 600 and 800 are drawn with it.
  {
    name: 'barlow-condensed-700.woff2',
    source: '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2',
    characters: FONT_CHARACTERS,
  },
  // Body: the variable font, its weight axis narrowed to the weights the styles use.
  {
    name: 'manrope.woff2',
    source: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    characters: FONT_CHARACTERS,
    variationAxes: { wght: { min: 400, max: 800, default: 400 } },
  },
  ...['400', '700'].map((weight) => ({
    name: `ibm-plex-sans-arabic-${weight}.woff2`,
    source: `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
    characters: ARABIC_FONT_CHARACTERS,
    keepFeatures: ARABIC_FEATURES,
  })),
];

async function writeIfChanged(path: string, content: Buffer): Promise<void> {
  const current = await readFile(path).catch(() => null);
  if (current?.equals(content)) return;
  // Through a temporary name: a build running at the same time never reads half a file.
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

/** Cuts the fonts into FONTS_DIR before anything reads them (each build, and the dev server at start). */
export function fontSubsets(): Plugin {
  let written: Promise<void> | null = null;
  return {
    name: 'store-font-subsets',
    buildStart() {
      written ??= (async () => {
        await mkdir(FONTS_DIR, { recursive: true });
        await Promise.all(
          FONTS.map(async ({ name, source, characters, variationAxes, keepFeatures }) => {
            const font = await readFile(require.resolve(source));
            const features = keepFeatures ?? SUBSET_OPTIONS.keepFeatures;
            const subset = await subsetFont(font, characters, {
              ...SUBSET_OPTIONS,
              variationAxes,
              keepFeatures: features,
            });
            await writeIfChanged(join(FONTS_DIR, name), subset);
          }),
        );
      })();
      return written;
    },
  };
}
