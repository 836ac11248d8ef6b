import type { PageHead } from '@/lib/page-head.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a <script> element: `<` escaped, so no text can close the element. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attributesHtml = (attributes: Record<string, string> = {}) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/** The page's head as HTML; every element is marked so the browser replaces it on the next page. */
export function headHtml(head: PageHead): string {
  const tags = head.tags.map((tag) =>
    tag.tag === 'meta'
      ? `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" data-page-head>`
      : `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}"${attributesHtml(tag.attributes)} data-page-head>`,
  );
  const jsonLd = head.jsonLd.map(
    (data) => `<script type="application/ld+json" data-page-head>${scriptJson(data)}</script>`,
  );
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags, ...jsonLd].join('\n    ');
}
