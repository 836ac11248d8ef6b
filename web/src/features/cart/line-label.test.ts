import { describe, expect, it } from 'vitest';
import { lineDetails, lineName } from './line-label.ts';

const asIs = { colour: (colour: string) => colour, size: (size: string) => size };
const arabic = {
  colour: (colour: string) => (colour === 'Black' ? 'أسود' : colour),
  size: (size: string) => (size === 'Free Size' ? 'مقاس واحد' : size),
};

describe("a cart line's label", () => {
  it('names size and colour, the colour as the page names it', () => {
    const line = { title: 'Drift King Tee', ssize: 'M', scolor: 'Black' };
    expect(lineDetails(line, asIs)).toBe('M / Black');
    expect(lineName(line, asIs)).toBe('Drift King Tee (M / Black)');
    expect(lineDetails(line, arabic)).toBe('M / أسود');
    expect(lineName({ ...line, title: 'تيشيرت' }, arabic)).toBe('تيشيرت (M / أسود)');
  });

  it('leaves out what the line was kept without', () => {
    expect(lineDetails({ ssize: '', scolor: '' }, arabic)).toBe('');
    expect(lineName({ title: 'Drift King Tee', ssize: '', scolor: 'Teal' }, arabic)).toBe('Drift King Tee (Teal)');
    expect(lineDetails({ ssize: 'Free Size', scolor: 'Black' }, arabic)).toBe('مقاس واحد / أسود');
  });
});
