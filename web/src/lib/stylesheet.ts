/**
 * Adds the stylesheet at `href` to the page (once) and resolves when it has loaded, or failed: a part of the site
 * with a stylesheet of its own renders only once it is styled, and still renders if the sheet cannot be had.
 */
export function stylesheetLoaded(href: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  if (!existing) document.head.append(link);
  return settled;
}
