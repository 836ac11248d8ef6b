/**
 * The T-shirt's outline and seams in the 600×800 product-image frame, for a pose: hanging (the studio shots,
 * as if on an invisible mannequin) or laid flat. Points are the left half; the right half mirrors them, and a
 * product's seeded PRNG moves them a little (fit, sleeve angle) so no two tees are the same drawing.
 */
import { n, type Point } from './artwork-svg.ts';

export type Pose = 'hanging' | 'flat';
export type Side = 'front' | 'back';

interface HalfOutline {
  neck: Point;
  shoulder: Point;
  sleeveTop: Point;
  sleeveOuter: Point;
  cuffInner: Point;
  underSleeve: Point;
  armpit: Point;
  waist: [Point, Point];
  hem: Point;
  hemDip: number;
}

const POSES: Readonly<Record<Pose, HalfOutline>> = {
  hanging: {
    neck: [240, 138],
    shoulder: [118, 172],
    sleeveTop: [66, 222],
    sleeveOuter: [28, 330],
    cuffInner: [94, 362],
    underSleeve: [106, 328],
    armpit: [114, 300],
    waist: [
      [120, 440],
      [122, 600],
    ],
    hem: [114, 712],
    hemDip: 8,
  },
  flat: {
    neck: [244, 132],
    shoulder: [106, 156],
    sleeveTop: [58, 166],
    sleeveOuter: [14, 258],
    cuffInner: [64, 318],
    underSleeve: [90, 290],
    armpit: [108, 282],
    waist: [
      [112, 420],
      [112, 580],
    ],
    hem: [106, 702],
    hemDip: 4,
  },
};

export interface TeeShape {
  pose: Pose;
  /** The whole outline, closed (a folded sleeve is not part of it). */
  outline: string;
  /** The neckline of this side (front: the deep scoop, back: shallow). */
  neckline: string;
  /** Front only: the inside of the back, seen through the neck opening. */
  insideBack: string | null;
  /** The back neckline's top edge as seen inside the front (front only). */
  backCollar: string | null;
  armholes: string;
  cuffStitches: string;
  hemStitch: string;
  /** Left and right armpits, where the sleeves shade the body. */
  armpits: [Point, Point];
  /** The open sleeves' axes, from the armhole's middle to the cuff's; `inward` is +1 on the left. */
  sleeves: { shoulder: Point; cuff: Point; inward: 1 | -1 }[];
  /** A sleeve folded back over the body (flat-lays only): its outline, cuff stitch and the fold (its hinge). */
  flap: { outline: string; stitch: string; hinge: string } | null;
  hemY: number;
  /** The lowest point of the front neckline's collar. */
  collarBottom: Point;
}

/** One side's sleeve, from the shoulder round to the armpit. */
interface Sleeve {
  shoulder: Point;
  top: Point;
  outer: Point;
  cuff: Point;
  under: Point;
  armpit: Point;
  /** Control point of the armhole seam (shoulder to armpit). */
  armhole: Point;
}

const p = ([x, y]: Point) => `${n(x)} ${n(y)}`;
const mirror = ([x, y]: Point): Point => [600 - x, y];
const jiggle = (random: () => number, [x, y]: Point, amount: number): Point => [
  x + (random() - 0.5) * 2 * amount,
  y + (random() - 0.5) * 2 * amount,
];

/** A point `distance` along from `a` towards `b`. */
function towards(a: Point, b: Point, distance: number): Point {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy) || 1;
  return [a[0] + (dx / length) * distance, a[1] + (dy / length) * distance];
}

function halfFor(pose: Pose, random: () => number): HalfOutline {
  const base = POSES[pose];
  const fit = (random() - 0.5) * 12;
  const drop = (random() - 0.5) * 16;
  const widen = ([x, y]: Point): Point => [x - fit, y];
  return {
    ...base,
    shoulder: widen(base.shoulder),
    sleeveTop: jiggle(random, widen(base.sleeveTop), 4),
    sleeveOuter: [base.sleeveOuter[0] - fit, base.sleeveOuter[1] + drop],
    cuffInner: [base.cuffInner[0] - fit, base.cuffInner[1] + drop],
    armpit: widen(base.armpit),
    waist: [widen(base.waist[0]), widen(base.waist[1])],
    hem: widen(base.hem),
  };
}

function neckline(side: Side, neck: Point): string {
  const [l, r] = [neck, mirror(neck)];
  const depth = side === 'front' ? 46 : 16;
  return `M${p(l)}C${p([l[0] + 20, l[1] + depth])} ${p([r[0] - 20, r[1] + depth])} ${p(r)}`;
}

/** `point` mirrored in the line through `a` and `b`. */
function reflect([x, y]: Point, [ax, ay]: Point, [bx, by]: Point): Point {
  const [dx, dy] = [bx - ax, by - ay];
  const t = ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1);
  const [fx, fy] = [ax + t * dx, ay + t * dy];
  return [2 * fx - x, 2 * fy - y];
}

function sleeveOf(h: HalfOutline, side: 'left' | 'right'): Sleeve {
  const at = side === 'left' ? (point: Point) => point : mirror;
  const [shoulder, armpit] = [at(h.shoulder), at(h.armpit)];
  const inward = side === 'left' ? 10 : -10;
  return {
    shoulder,
    top: at(h.sleeveTop),
    outer: at(h.sleeveOuter),
    cuff: at(h.cuffInner),
    under: at(h.underSleeve),
    armpit,
    armhole: [(shoulder[0] + armpit[0]) / 2 + inward, (shoulder[1] + armpit[1]) / 2],
  };
}

/** The cuff's stitch line, a little up the sleeve from its edge. */
function cuffStitch(s: Sleeve): string {
  const axisStart: Point = [(s.shoulder[0] + s.armpit[0]) / 2, (s.shoulder[1] + s.armpit[1]) / 2];
  const shift = (point: Point) => towards(point, axisStart, 13);
  return `M${p(shift(s.outer))}L${p(shift(s.cuff))}`;
}

/** The sleeve folded over at its armhole: every point mirrored in the shoulder–armpit line. */
function flapOf(s: Sleeve): NonNullable<TeeShape['flap']> {
  const f = (point: Point) => reflect(point, s.shoulder, s.armpit);
  const folded = { ...s, top: f(s.top), outer: f(s.outer), cuff: f(s.cuff), under: f(s.under), armhole: s.armhole };
  return {
    outline: `M${p(s.shoulder)}Q${p(folded.top)} ${p(folded.outer)}L${p(folded.cuff)}Q${p(folded.under)} ${p(s.armpit)}Q${p(s.armhole)} ${p(s.shoulder)}Z`,
    stitch: cuffStitch(folded),
    hinge: `M${p(s.shoulder)}Q${p(s.armhole)} ${p(s.armpit)}`,
  };
}

export type FoldedSleeve = 'left' | 'right' | null;

export function teeShape(pose: Pose, side: Side, random: () => number, folded: FoldedSleeve = null): TeeShape {
  const h = halfFor(pose, random);
  const [left, right] = [sleeveOf(h, 'left'), sleeveOf(h, 'right')];
  const [waistA, waistB] = h.waist;
  const hemControl: Point = [300, h.hem[1] + h.hemDip * 2];
  const rightDown =
    folded === 'right'
      ? `Q${p(right.armhole)} ${p(right.armpit)}`
      : `Q${p(right.top)} ${p(right.outer)}L${p(right.cuff)}Q${p(right.under)} ${p(right.armpit)}`;
  const leftUp =
    folded === 'left'
      ? `Q${p(left.armhole)} ${p(left.shoulder)}`
      : `Q${p(left.under)} ${p(left.cuff)}L${p(left.outer)}Q${p(left.top)} ${p(left.shoulder)}`;
  const outline =
    neckline(side, h.neck) +
    `Q${p([mirror(h.neck)[0] + 44, h.neck[1] + 8])} ${p(right.shoulder)}${rightDown}` +
    `C${p(mirror(waistA))} ${p(mirror(waistB))} ${p(mirror(h.hem))}Q${p(hemControl)} ${p(h.hem)}` +
    `C${p(waistB)} ${p(waistA)} ${p(left.armpit)}${leftUp}Q${p([h.neck[0] - 44, h.neck[1] + 8])} ${p(h.neck)}Z`;
  const open = [left, right].filter((_, index) => folded !== (index === 0 ? 'left' : 'right'));
  const hemStitchY = h.hem[1] - 15;
  const [l, r] = [h.neck, mirror(h.neck)];
  const backTop = `M${p(l)}C${p([l[0] + 26, l[1] + 14])} ${p([r[0] - 26, r[1] + 14])} ${p(r)}`;
  return {
    pose,
    outline,
    neckline: neckline(side, h.neck),
    insideBack:
      side === 'front' ? `${backTop}C${p([r[0] - 20, r[1] + 46])} ${p([l[0] + 20, l[1] + 46])} ${p(l)}Z` : null,
    backCollar: side === 'front' ? backTop : null,
    armholes: open.map((s) => `M${p(s.shoulder)}Q${p(s.armhole)} ${p(s.armpit)}`).join(''),
    cuffStitches: open.map(cuffStitch).join(''),
    hemStitch: `M${p([h.hem[0] + 1, hemStitchY])}Q${p([300, hemStitchY + h.hemDip * 2])} ${p([599 - h.hem[0], hemStitchY])}`,
    armpits: [left.armpit, right.armpit],
    sleeves: open.map((s) => ({
      inward: s === left ? 1 : -1,
      shoulder: [(s.shoulder[0] + s.armpit[0]) / 2, (s.shoulder[1] + s.armpit[1]) / 2] as Point,
      cuff: [(s.outer[0] + s.cuff[0]) / 2, (s.outer[1] + s.cuff[1]) / 2] as Point,
    })),
    flap: folded === 'left' ? flapOf(left) : folded === 'right' ? flapOf(right) : null,
    hemY: h.hem[1] + h.hemDip,
    collarBottom: [300, h.neck[1] + (side === 'front' ? 42 : 18)],
  };
}
