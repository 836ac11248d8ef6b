import type { Rollup } from 'vite';

/**
 * An entry chunk and the chunks it imports statically, transitively, each after the chunks it imports: the order a
 * browser runs them in, the entry last. File names as in the bundle (assets/…).
 */
export function entryChunksInRunOrder(bundle: Rollup.OutputBundle, entryFileName: string): string[] {
  const order: string[] = [];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || order.includes(fileName)) return;
    chunk.imports.forEach(visit);
    order.push(fileName);
  };
  visit(entryFileName);
  return order;
}
