import { describe, it, expect } from 'vitest';
import { COLLECTIONS, COLOURS } from '@store/domain';
import {
  ART_VIEWS,
  bannerSvg,
  collectionCardSvg,
  productArt,
  productImageSvg,
  type ArtworkProduct,
} from './artwork.ts';
import { raceNumber } from './artwork-prints.ts';

const SVG_START = '<svg xmlns="http://www.w3.org/2000/svg"';
const NASTY = `Fast & <Loud> "Quoted" 'Tee'`;
const NASTY_ESCAPED = 'Fast &amp; &lt;Loud&gt; &quot;Quoted&quot; &apos;Tee&apos;';

const product: ArtworkProduct = { id: 1, title: 'Nürburgring Night Lap Tee', collection: 'Racing' };

/** Checks that tags nest and close properly and that every '&' starts an entity. */
function expectWellFormed(svg: string): void {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)[^<>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
  expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/);
  expect(svg.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
}

function expectSelfContained(svg: string): void {
  expect(svg.startsWith(SVG_START)).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const rest = svg.slice(SVG_START.length);
  expect(rest).not.toMatch(/https?:|<image|@import|@font-face|href=/);
}

/** The title as lettered in the print (one path per line, each labelled with its text). */
function printedTitle(svg: string): string {
  const print = svg.slice(svg.indexOf('class="title"'));
  return [...print.matchAll(/<path aria-label="([^"]*)"/g)].map((match) => match[1]).join(' ');
}

function shirtFill(svg: string): string {
  const fill = /class="shirt"[^>]*?fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
  expect(fill).toBeDefined();
  return fill ?? '';
}

function printInk(svg: string): string {
  const ink = /class="print" color="(#[0-9a-f]{6})"/.exec(svg)?.[1];
  expect(ink).toBeDefined();
  return ink ?? '';
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('productImageSvg', () => {
  it('is a self-contained, well-formed 600×800 SVG for every theme, colour and view', () => {
    for (const collection of COLLECTIONS) {
      for (const colour of COLOURS) {
        for (const view of ART_VIEWS) {
          const art = productArt({ ...product, collection }, colour, view);
          for (const svg of [art.svg, art.fabric]) {
            expect(svg).toContain('width="600" height="800" viewBox="0 0 600 800"');
            expectSelfContained(svg);
            expectWellFormed(svg);
          }
        }
      }
    }
  });

  it('draws without SVG filters or patterns, which the server would rasterise slowly', () => {
    for (const view of ART_VIEWS) {
      const svg = productImageSvg(product, 'Black', view);
      expect(svg, view).not.toMatch(/<filter|filter=|<pattern|<image/);
    }
  });

  it('names the view in the title, and lays the flat-lay on a surface instead of the studio backdrop', () => {
    expect(productImageSvg(product, 'Red', 'flat')).toContain(
      '<title>Nürburgring Night Lap Tee – Red, flat-lay view</title>',
    );
    expect(productImageSvg(product, 'Red', 'back')).toContain('Red, back view</title>');
    expect(productImageSvg(product, 'Red', 'flat')).not.toContain('-bg"');
    expect(productImageSvg(product, 'Red', 'front')).toContain('-bg"');
  });

  it('masks where the cloth is, white on black, for the pipeline to lay the knit and cast the shadow', () => {
    const hanging = productArt(product, 'White', 'front');
    expect(hanging.fabric).toMatch(
      /<rect width="600" height="800" fill="#000"\/><path d="M[^"]+" fill="#fff"\/><\/svg>$/,
    );
    expect(hanging.shadow.blur).toBeGreaterThan(productArt(product, 'White', 'flat').shadow.blur);
  });

  it('escapes the title everywhere it is inserted', () => {
    const svg = productImageSvg({ id: 5, title: NASTY, collection: 'JDM' }, 'Black', 'front');
    expect(svg).toContain(NASTY_ESCAPED);
    expect(printedTitle(svg)).toBe(
      NASTY_ESCAPED.toUpperCase().replace(/&(AMP|LT|GT|QUOT|APOS);/g, (e) => e.toLowerCase()),
    );
    expect(svg).not.toContain('<Loud>');
    expect(svg).not.toContain('<LOUD>');
    expectWellFormed(svg);
  });

  it('puts the product title in the print', () => {
    for (const view of ART_VIEWS) {
      expect(printedTitle(productImageSvg(product, 'Black', view))).toBe('NÜRBURGRING NIGHT LAP TEE');
    }
  });

  it('prints the race number a racing title promises', () => {
    const lettered = (svg: string) => {
      const motif = svg.slice(svg.indexOf('class="print"'), svg.indexOf('class="title"'));
      return [...motif.matchAll(/<path aria-label="([^"]*)"/g)].map((match) => match[1]);
    };
    const pitLane = { id: 4, title: 'Pit Lane Crew 27 Tee', collection: 'Racing' };
    expect(lettered(productImageSvg(pitLane, 'Grey', 'front'))).toContain('27');
    expect(lettered(productImageSvg(pitLane, 'Grey', 'front'))).not.toContain('38');
    const leMans = { id: 5, title: 'Le Mans 24 Endurance Tee', collection: 'Racing' };
    expect(lettered(productImageSvg(leMans, 'Black', 'front'))).toContain('24');
    expect(raceNumber(4, 'Pit Lane Crew 27 Tee')).toBe('27');
    expect(raceNumber(1, 'Nürburgring Night Lap Tee')).toBe('17');
    expect(raceNumber(6, 'Ferrari 250 GTO Tee')).toBe('52');
    expect(raceNumber(6, null)).toBe('52');
  });

  it('is deterministic and varies with the product id, view and theme', () => {
    const a = productImageSvg(product, 'Blue', 'front');
    expect(productImageSvg({ ...product }, 'Blue', 'front')).toBe(a);
    expect(productImageSvg({ ...product, id: 2 }, 'Blue', 'front')).not.toBe(a);
    expect(productImageSvg(product, 'Blue', 'back')).not.toBe(a);
    expect(productImageSvg(product, 'Blue', 'flat')).not.toBe(a);
    const prints = COLLECTIONS.map((collection) =>
      productImageSvg({ ...product, collection }, 'Blue', 'front').replace(/<title>.*?<\/title>/, ''),
    );
    expect(new Set(prints).size).toBe(COLLECTIONS.length);
  });

  it('gives every palette colour its own shirt fill', () => {
    const fills = COLOURS.map((colour) => shirtFill(productImageSvg(product, colour, 'front')));
    expect(new Set(fills).size).toBe(COLOURS.length);
  });

  it('prints in a colour that contrasts with the shirt', () => {
    for (const colour of COLOURS) {
      const svg = productImageSvg(product, colour, 'back');
      expect(contrastRatio(shirtFill(svg), printInk(svg)), colour).toBeGreaterThanOrEqual(4.5);
    }
    const onBlack = printInk(productImageSvg(product, 'Black', 'front'));
    const onWhite = printInk(productImageSvg(product, 'White', 'front'));
    expect(luminance(onBlack)).toBeGreaterThan(luminance(onWhite));
  });

  it('falls back to a default print for an unknown collection', () => {
    const svg = productImageSvg({ id: 3, title: 'Mystery Tee', collection: 'Unknown' }, 'Grey', 'front');
    expectWellFormed(svg);
    expect(printedTitle(svg)).toBe('MYSTERY TEE');
  });
});

describe('collectionCardSvg', () => {
  it('is a themed, well-formed 600×800 card with the escaped name and heading', () => {
    const cards = COLLECTIONS.map((name) => collectionCardSvg({ name, heading: 'Born on the Grid' }));
    for (const svg of cards) {
      expect(svg).toContain('width="600" height="800" viewBox="0 0 600 800"');
      expectSelfContained(svg);
      expectWellFormed(svg);
    }
    expect(new Set(cards).size).toBe(COLLECTIONS.length);
    const nasty = collectionCardSvg({ name: 'R&D', heading: NASTY });
    expect(nasty).toContain('R&amp;D');
    expect(nasty).toContain(NASTY_ESCAPED);
    expectWellFormed(nasty);
    expect(collectionCardSvg({ name: 'JDM', heading: 'x' })).toBe(collectionCardSvg({ name: 'JDM', heading: 'x' }));
  });
});

describe('bannerSvg', () => {
  const banner = { heading: 'Drive Your<br>Style', text: 'Free delivery across the UAE.' };

  it('is a well-formed 1920×803 image, themed per index', () => {
    const banners = [0, 1, 2].map((index) => bannerSvg(banner, index));
    for (const svg of banners) {
      expect(svg).toContain('width="1920" height="803" viewBox="0 0 1920 803"');
      expectSelfContained(svg);
      expectWellFormed(svg);
      expect(svg).not.toContain('<br>');
    }
    expect(new Set(banners).size).toBe(3);
    expect(bannerSvg(banner, 1)).toBe(banners[1]);
  });

  it('escapes banner text', () => {
    const svg = bannerSvg({ heading: 'Fast &<br><Loud>', text: NASTY }, 4);
    expect(svg).toContain(NASTY_ESCAPED);
    expect(svg).not.toContain('<Loud>');
    expectWellFormed(svg);
  });
});
