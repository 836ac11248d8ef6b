import { expect, it } from 'vitest';
import { zoomOrigin } from './zoom-origin.ts';

const box = { left: 100, top: 50, width: 600, height: 800 };

it('is the pointer position in percent of the image', () => {
  expect(zoomOrigin({ clientX: 100, clientY: 50 }, box)).toEqual({ x: 0, y: 0 });
  expect(zoomOrigin({ clientX: 400, clientY: 450 }, box)).toEqual({ x: 50, y: 50 });
  expect(zoomOrigin({ clientX: 700, clientY: 850 }, box)).toEqual({ x: 100, y: 100 });
});

it('stays inside the image', () => {
  expect(zoomOrigin({ clientX: 0, clientY: 2000 }, box)).toEqual({ x: 0, y: 100 });
});

it('centres on an image without size', () => {
  expect(zoomOrigin({ clientX: 10, clientY: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
});
