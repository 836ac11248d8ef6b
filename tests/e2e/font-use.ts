/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/** The Arabic face's files (built under a hash), as the browser asks for them. */
export const ARABIC_FACE = /\/ibm-plex-sans-arabic-\d+-[\w-]+\.woff2$/;

/** The Arabic face's files the page asked for, from the moment this is called. */
export function arabicFaceRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (ARABIC_FACE.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

/** The loaded faces of a family, as the page's FontFaceSet has them (a face loads only when text needs it). */
export const loadedFaces = (page: Page, family: string) =>
  page.evaluate(
    (name) => [...document.fonts].filter((face) => face.family.includes(name) && face.status === 'loaded').length,
    family,
  );

/**
 * The faces Chromium drew the first element matching `selector` with, by family name (DevTools' platform fonts):
 * with font-display: optional, a face that came too late for the first paint is never used on that page.
 */
export async function facesDrawing(page: Page, selector: string): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    const { root } = await devtools.send('DOM.getDocument');
    const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await devtools.detach();
  }
}
