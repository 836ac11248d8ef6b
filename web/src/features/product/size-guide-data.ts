/** The size guide's fixed content (spec §9). */

export const BODY_TYPES = ['thin', 'Normal', 'plump'] as const;

export const SIZE_SUGGESTIONS = ['L shirt', 'XL pant', '31 jeans'] as const;

export const SIZE_SLIDER_MIN = 0;
export const SIZE_SLIDER_MAX = 100;

/** Measurements in inches; US sizes 2 to 12. */
export const SIZE_CHART = [
  { size: 'XS', us: 2, bust: '32', waist: '24 - 25', hip: '33 - 34' },
  { size: 'S', us: 4, bust: '34 - 35', waist: '26 - 27', hip: '35 - 36' },
  { size: 'M', us: 6, bust: '36 - 37', waist: '28 - 29', hip: '38 - 40' },
  { size: 'L', us: 8, bust: '38 - 39', waist: '30 - 31', hip: '42 - 44' },
  { size: 'XL', us: 10, bust: '40 - 41', waist: '32 - 33', hip: '45 - 47' },
  { size: 'XXL', us: 12, bust: '42 - 43', waist: '34 - 35', hip: '48 - 50' },
] as const;

/** A slider value (0–100) shown as a height: twice the value, in cm. */
export function heightCm(value: number): number {
  return clampSlider(value) * 2;
}

/** A slider value (0–100) shown as a weight: the value, in kg. */
export function weightKg(value: number): number {
  return clampSlider(value);
}

function clampSlider(value: number): number {
  if (!Number.isFinite(value)) return SIZE_SLIDER_MIN;
  return Math.min(SIZE_SLIDER_MAX, Math.max(SIZE_SLIDER_MIN, Math.round(value)));
}
