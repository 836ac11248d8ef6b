import type { Locale } from '@store/domain';

/**
 * The HTML of the shop's mails: inline styles and tables only, which is what mail clients render. Every value
 * that reaches the HTML goes through `escapeHtml`; the helpers below take text, never markup.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** Markup built by these helpers, so that text and markup cannot be mixed up by accident. */
export interface Html {
  readonly markup: string;
}

const html = (markup: string): Html => ({ markup });

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222';

/** A paragraph of text; line breaks in it become <br>. */
export function paragraph(text: string): Html {
  return html(`<p style="margin:0 0 16px">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`);
}

/** A button-like link. Only http(s) links: anything else is shown as text. */
export function button(label: string, href: string): Html {
  if (!/^https?:\/\//i.test(href)) return paragraph(`${label}: ${href}`);
  return html(
    `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;` +
      `background:#111111;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`,
  );
}

/** A mail's language and direction; the helpers mirror what is placed on a side (right to left: Arabic). */
export interface MailLanguage {
  locale: Locale;
  dir: 'ltr' | 'rtl';
}

const ENGLISH: MailLanguage = { locale: 'en', dir: 'ltr' };

/** Label–value rows (order details, address…). */
export function facts(rows: readonly (readonly [string, string])[], { dir }: MailLanguage = ENGLISH): Html {
  const padding = dir === 'rtl' ? '4px 0 4px 12px' : '4px 12px 4px 0';
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:${padding};color:#666666;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;vertical-align:top">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return html(`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${cells}</table>`);
}

/** A table with a header row; the last column (amounts) is aligned to the end of the line, the others to its start. */
export function table(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  { dir }: MailLanguage = ENGLISH,
): Html {
  const [start, end] = dir === 'rtl' ? ['right', 'left'] : ['left', 'right'];
  const cell = (tag: 'th' | 'td', text: string, index: number) =>
    `<${tag} style="padding:6px 8px;border-bottom:1px solid #dddddd;text-align:${index === head.length - 1 ? end : start}">${escapeHtml(text)}</${tag}>`;
  const header = `<tr>${head.map((text, index) => cell('th', text, index)).join('')}</tr>`;
  const body = rows.map((row) => `<tr>${row.map((text, index) => cell('td', text, index)).join('')}</tr>`).join('');
  return html(
    `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${header}${body}</table>`,
  );
}

/**
 * The whole document: a heading, the parts, and the shop's name at the bottom, in the mail's language. The direction
 * is on the content's box too: webmail drops the attributes of <html>.
 */
export function layout(heading: string, parts: readonly Html[], { locale, dir }: MailLanguage = ENGLISH): string {
  const box = dir === 'rtl' ? ' dir="rtl"' : '';
  const align = dir === 'rtl' ? ';text-align:right' : '';
  return [
    '<!doctype html>',
    `<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f4"><div${box} style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;${FONT}${align}">`,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
    ...parts.map((part) => part.markup),
    '<p style="margin:24px 0 0;color:#888888;font-size:12px">Graphic Tees Dubai</p>',
    '</div></body></html>',
  ].join('\n');
}
