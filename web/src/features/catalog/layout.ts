import type { LayoutColumns } from './url-state.ts';

/** small: under 768 px; medium: 768 to 1199 px; wide: 1200 px and up (spec §4 "Layout"). */
export type Viewport = 'small' | 'medium' | 'wide';

export const MEDIUM_MIN_WIDTH = 768;
export const WIDE_MIN_WIDTH = 1200;

export function viewportFor(width: number): Viewport {
  if (width >= WIDE_MIN_WIDTH) return 'wide';
  return width >= MEDIUM_MIN_WIDTH ? 'medium' : 'small';
}

function maxColumns(viewport: Viewport, sidebar: boolean): LayoutColumns {
  if (viewport === 'small') return 2;
  if (viewport === 'medium') return 3;
  return sidebar ? 4 : 5;
}

/** The layouts the switch offers: list (1) and 2 up to the cap; 5 is not offered beside the sidebar. */
export function layoutOptions(viewport: Viewport, sidebar: boolean): LayoutColumns[] {
  const options: LayoutColumns[] = [1, 2, 3, 4, 5];
  return options.filter((columns) => columns <= maxColumns(viewport, sidebar));
}

/** The columns actually shown: the chosen layout, capped for the viewport. */
export function effectiveColumns(layout: LayoutColumns, viewport: Viewport, sidebar: boolean): LayoutColumns {
  return Math.min(layout, maxColumns(viewport, sidebar)) as LayoutColumns;
}

/** The sidebar only shows on wide screens; elsewhere the filters open in an off-canvas panel. */
export function showsSidebar(viewport: Viewport, sidebarRoute: boolean): boolean {
  return sidebarRoute && viewport === 'wide';
}
