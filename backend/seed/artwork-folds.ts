/**
 * Where the cloth folds: broad soft undulations and a few sharp creases, placed by the product's seeded PRNG.
 * A hanging shirt drags from the armpits towards the hem and ripples at the hem; a flat one has loose wrinkles.
 * Folds are ellipses filled with a radial fade rather than blurred strokes: the server draws the art for each
 * image copy, and every blur costs a pass over the whole picture.
 */
import { n, type Point } from './artwork-svg.ts';
import type { TeeShape } from './artwork-tee-shape.ts';

/** A soft fold between two points, `width` across. */
export interface BroadFold {
  from: Point;
  to: Point;
  width: number;
}

export interface Folds {
  broad: BroadFold[];
  /** Narrow, sharper creases. */
  creases: BroadFold[];
}

const crease = (from: Point, to: Point, width = 20): BroadFold => ({ from, to, width });
const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function sleeveFolds(shape: TeeShape, r: (span: number) => number): BroadFold[] {
  return shape.sleeves.map(({ shoulder, cuff, inward }) => {
    const under = (point: Point): Point => [point[0] + inward * 10, point[1] + 4];
    return { from: under(lerp(shoulder, cuff, 0.15 + r(0.08))), to: under(lerp(shoulder, cuff, 0.95)), width: 30 };
  });
}

function hemRipples(shape: TeeShape, r: (span: number) => number, count: number): BroadFold[] {
  const y = shape.hemY - 30;
  return Array.from({ length: count }, (_, i) => {
    const x = 170 + (260 / Math.max(1, count - 1)) * i + r(20);
    return { from: [x - 8, y - 50 - r(15)], to: [x + 6, y + 14], width: 44 };
  });
}

function hanging(shape: TeeShape, r: (span: number) => number): Folds {
  const broad: BroadFold[] = [...sleeveFolds(shape, r), ...hemRipples(shape, r, 3)];
  const creases: BroadFold[] = [];
  shape.armpits.forEach(([x, y], side) => {
    const inward = side === 0 ? 1 : -1;
    // Drag lines: the cloth hangs from the shoulders and pulls from the armpits down towards the middle.
    broad.push({ from: [x + inward * 20, y + 20], to: [x + inward * (110 + r(25)), y + 220 + r(40)], width: 40 });
    creases.push(crease([x + inward * 14, y + 20], [x + inward * (70 + r(14)), y + 140 + r(24)]));
  });
  for (const centre of [240, 360]) {
    const x = centre + r(30);
    const top = 480 + r(50);
    creases.push(crease([x, top], [x + r(20), shape.hemY - 40], 24));
  }
  return { broad, creases };
}

function flat(shape: TeeShape, r: (span: number) => number, random: () => number): Folds {
  const broad: BroadFold[] = [...sleeveFolds(shape, r), ...hemRipples(shape, r, 2)];
  const creases: BroadFold[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start: Point = [170 + random() * 260, 300 + random() * 330];
    const angle = (random() - 0.5) * 1.6 + (start[0] < 300 ? 0.5 : -0.5);
    const length = 50 + random() * 80;
    const end: Point = [start[0] + Math.sin(angle) * length, start[1] + Math.cos(angle) * length];
    creases.push(crease(start, end, 16 + random() * 8));
    if (i < 2) broad.push({ from: start, to: end, width: 40 });
  }
  return { broad, creases };
}

export function foldsFor(shape: TeeShape, random: () => number): Folds {
  const r = (span: number) => (random() - 0.5) * 2 * span;
  return shape.pose === 'hanging' ? hanging(shape, r) : flat(shape, r, random);
}

/** A broad fold as an ellipse along it, filled with `fill` (a radial fade). */
export function foldEllipse({ from, to, width }: BroadFold, fill: string, shift: Point = [0, 0]): string {
  const [cx, cy] = [(from[0] + to[0]) / 2 + shift[0], (from[1] + to[1]) / 2 + shift[1]];
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
  return `<ellipse cx="0" cy="0" rx="${n(length / 2 + width / 2)}" ry="${n(width / 2)}" fill="${fill}" transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})"/>`;
}
