/** Small SVG text helpers shared by the generated artwork. */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Rounds a coordinate to one decimal so the output stays short and stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

export function svgOpen(width: number, height: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>`;
}

export type Point = readonly [number, number];

/** A path through points: `M x y L x y …`, closed when asked. */
export function polyline(points: readonly Point[], close = false): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return `M${n(first[0])} ${n(first[1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}${close ? 'Z' : ''}`;
}

/** Opacities and other small numbers, to two decimals. */
export function round2(value: number): string {
  return String(Math.round(value * 100) / 100);
}
