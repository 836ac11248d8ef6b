import { makeVar } from '@apollo/client';

/** The modals and slide-in panels; at most one is open at a time. */
export type Panel =
  | { kind: 'cart' }
  | { kind: 'wishlist' }
  | { kind: 'compare' }
  | { kind: 'search' }
  | { kind: 'mobileMenu' }
  | { kind: 'accountMenu' }
  | { kind: 'sizeGuide' }
  | { kind: 'newsletter' }
  | { kind: 'quickView'; productId: string }
  | { kind: 'quickAdd'; productId: string };

export const openPanelVar = makeVar<Panel | null>(null);

/** Opening one panel closes any other. */
export function openPanel(panel: Panel): void {
  openPanelVar(panel);
}

export function closePanels(): void {
  openPanelVar(null);
}

export function isOpen(kind: Panel['kind'], panel: Panel | null = openPanelVar()): boolean {
  return panel?.kind === kind;
}
