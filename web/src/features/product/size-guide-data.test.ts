import { expect, it } from 'vitest';
import { heightCm, SIZE_CHART, weightKg } from './size-guide-data.ts';

it('shows the height as twice the slider value in cm', () => {
  expect(heightCm(0)).toBe(0);
  expect(heightCm(85)).toBe(170);
  expect(heightCm(100)).toBe(200);
});

it('shows the weight as the slider value in kg', () => {
  expect(weightKg(70)).toBe(70);
});

it('keeps values on the 0–100 slider', () => {
  expect(heightCm(150)).toBe(200);
  expect(weightKg(-5)).toBe(0);
  expect(weightKg(Number.NaN)).toBe(0);
});

it('lists XS to XXL with US sizes 2 to 12', () => {
  expect(SIZE_CHART.map((row) => row.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  expect(SIZE_CHART.map((row) => row.us)).toEqual([2, 4, 6, 8, 10, 12]);
});
